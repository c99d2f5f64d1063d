import { plainString } from '@songdee/shared/common/text.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { contentTypeOfKey, type FileStore, isFileKey } from '../../lib/files/file-store';
import type { PaymentService } from './payment.service';

/**
 * GET /api/files?filename=: product images and logos for everyone (keys are random and never change,
 * so they cache for a year); a payment slip only for the order's buyer and the store's owner.
 */
export async function filesRoutes(app: FastifyInstance, opts: { files: FileStore; payment: Pick<PaymentService, 'assertSlipReader'> }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/files',
    {
      schema: {
        tags: ['Files'],
        description: 'An uploaded file by its key. Slips (slips/...) need the order’s buyer or the store owner.',
        querystring: z.object({ filename: plainString().max(300) }),
      },
    },
    async (req, reply) => {
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
        .header('cache-control', isSlip ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
}
