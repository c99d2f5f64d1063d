import { orderImportCalls } from '@songdee/shared/order-import/order-import.calls';
import { ORDER_IMPORT_LIMITS } from '@songdee/shared/order-import/order-import.schema';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { readUpload } from '../../lib/files/multipart-upload';
import { translate } from '../../lib/i18n';
import { perUserPerMinute } from '../../lib/rate-limit-store';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { OrderImportService } from './order-import.service';

/**
 * Sheets read per user a minute, as for the address books: a seller fixing a sheet uploads a few times; more keeps the
 * sheet threads busy. Counted in the database, so every process shares it.
 */
const UPLOADS_PER_MINUTE = 10;
/** A preview answers 10,000 rows; the save's body is the same small choice of columns. */
const BODY_LIMIT = 64 * 1024;

export async function orderImportRoutes(app: FastifyInstance, opts: { service: OrderImportService }) {
  const { service } = opts;
  const route = routesOf(app);

  const upload = storeRoute(orderImportCalls.upload);
  route.raw({ ...upload, config: { ...upload.config, ...perUserPerMinute(UPLOADS_PER_MINUTE, 'order-import') } }, async (req, reply) => {
    const actor = requireActor(req);
    const { filename, content } = await readUpload(req, ORDER_IMPORT_LIMITS.fileBytes, 'IMPORT_EMPTY');
    const answer = await service.upload(actor, req.params.storeId, filename, content).catch((error: unknown) => {
      // Every sheet thread busy and the queue full: say when to come back.
      if (error instanceof AppError && error.code === 'IMPORT_BUSY') reply.header('retry-after', String(error.params?.seconds));
      throw error;
    });
    return reply.code(201).send(answer);
  });
  route(storeRoute(orderImportCalls.mappings), (actor, req) => service.mappings(actor, req.params.storeId));
  route.raw(storeRoute(orderImportCalls.preview, { bodyLimit: BODY_LIMIT }), async (req) => {
    const preview = await service.preview(requireActor(req), req.params.storeId, req.body);
    return {
      ...preview,
      rows: preview.rows.map((row) => ({
        ...row,
        problems: row.problems.map((p) => ({ field: p.path, code: p.key, message: translate(req.lang, p.key, p.params) })),
      })),
    };
  });
  route(storeRoute(orderImportCalls.save, { bodyLimit: BODY_LIMIT }), (actor, req) => service.save(actor, req.params.storeId, req.body));
}
