import { fileCalls } from '@songdee/shared/order/file.calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { contentTypeOfKey, type FileStore, isFileKey } from '../../lib/files/file-store';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import type { PaymentService } from './payment.service';

/**
 * What a file the users uploaded may do when opened: nothing of its own (no scripts, no loads), and only our own pages
 * may frame it. The rest of the app says `frame-ancestors 'none'`, but the seller's slip viewer shows a PDF slip in a
 * frame, which that refused; other sites still may not frame a file.
 */
const UPLOADED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/**
 * GET /api/files?filename=: product images and logos for everyone (keys are random and never change,
 * so they cache for a year); a payment slip only for the order's buyer and the store's owner.
 */
export async function filesRoutes(app: FastifyInstance, opts: { files: FileStore; payment: Pick<PaymentService, 'assertSlipReader'> }) {
  const route = routesOf(app);
  route.raw(publicRoute(fileCalls.get), async (req, reply) => {
    const key = req.query.filename;
    const isSlip = key.startsWith('slips/');
    if (!isFileKey(key)) throw new AppError(isSlip ? 'SLIP_NOT_FOUND' : 'NOT_FOUND');
    if (isSlip) await opts.payment.assertSlipReader(req.actor, key);
    const file = await opts.files.open(key);
    if (!file) throw new AppError(isSlip ? 'SLIP_NOT_FOUND' : 'NOT_FOUND');
    return reply
      .header('content-type', contentTypeOfKey(key))
      .header('content-length', file.size)
      .header('content-disposition', 'inline')
      .header('content-security-policy', UPLOADED_FILE_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', isSlip ? 'private, no-store' : 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
}
