import { addressImportCalls } from '@songdee/shared/address-book/address-import.calls';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { addressTemplate } from '../../lib/excel/address-sheet';
import { readUpload } from '../../lib/files/multipart-upload';
import { translate } from '../../lib/i18n';
import { perUserPerMinute } from '../../lib/rate-limit-store';
import { publicRoute, routesOf, signedInRoute, storeRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { AddressImportService } from './address-import.service';

/** A 5,000-row sheet is about 300 KB; 5 MB leaves room without inviting abuse. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Uploads read per user a minute: a seller fixing a sheet re-uploads a few times; more is someone keeping the sheet
 * threads busy. Counted in the database per user id, so every server process and every IP of the account shares it.
 */
export const IMPORT_UPLOADS_PER_MINUTE = 10;

export async function addressImportRoutes(app: FastifyInstance, opts: { service: AddressImportService }) {
  const { service } = opts;
  const route = routesOf(app);

  route.raw(
    { ...signedInRoute(addressImportCalls.readSheet), config: perUserPerMinute(IMPORT_UPLOADS_PER_MINUTE, 'user') },
    async (req, reply) => {
      requireActor(req);
      const { filename, content } = await readUpload(req, IMPORT_MAX_BYTES, 'IMPORT_EMPTY');
      const rows = await service.readUpload(filename, content, req.query.kind).catch((error: unknown) => {
        // Every sheet thread busy and the queue full: say when to come back.
        if (error instanceof AppError && error.code === 'IMPORT_BUSY') reply.header('retry-after', String(error.params?.seconds));
        throw error;
      });
      return {
        rows: rows.map(({ row, issues }) => ({
          ...row,
          errors: issues.map((i) => ({ field: i.path, code: i.key, message: translate(req.lang, i.key, i.params) })),
        })),
      };
    },
  );

  for (const [kind, call] of [
    ['ship', addressImportCalls.saveShip],
    ['send', addressImportCalls.saveSend],
  ] as const) {
    route(storeRoute(call, { bodyLimit: IMPORT_MAX_BYTES }), (actor, req) => service.save(actor, req.params.storeId, kind, req.body.rows));
  }

  route.raw(publicRoute(addressImportCalls.template), async (req, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="songdee-${req.params.kind === 'ship' ? 'recipients' : 'senders'}-template.xlsx"`,
      )
      .send(addressTemplate(req.params.kind)),
  );
}
