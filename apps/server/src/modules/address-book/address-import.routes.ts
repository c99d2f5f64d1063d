import { importRowsSchema } from '@songdee/shared/address-book/address-book.schema';
import { int32 } from '@songdee/shared/common/int.schema';
import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { addressTemplate } from '../../lib/excel/address-sheet';
import { readUpload } from '../../lib/files/multipart-upload';
import { translate } from '../../lib/i18n';
import { created, signedInRoute, storeRoutes } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { AddressImportService } from './address-import.service';

/** A 5,000-row sheet is about 300 KB; 5 MB leaves room without inviting abuse. */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Uploads read per user a minute: a seller fixing a sheet re-uploads a few times; more is someone keeping the sheet
 * threads busy. Counted in the database per user id, so every server process and every IP of the account shares it.
 */
export const IMPORT_UPLOADS_PER_MINUTE = 10;
const kindSchema = z.enum(['ship', 'send']);
const tags = ['Address book'];
/** The routes only the store's owner may call. */
const ownerRoutes = storeRoutes(tags, storeParamsSchema);

const checkedRowSchema = z.object({
  name: z.string(),
  telephone: z.string(),
  address: z.string(),
  postcode: z.string(),
  remark: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
});

export async function addressImportRoutes(app: FastifyInstance, opts: { service: AddressImportService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/upload/excel',
    {
      config: {
        rateLimit: {
          max: IMPORT_UPLOADS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => `user:${req.actor?.userId ?? req.ip}`,
        },
      },
      ...signedInRoute({
        tags,
        description: 'Reads an .xls or .xlsx address sheet (multipart field "file") into rows for the import dialog. Nothing is saved.',
        querystring: z.object({ kind: kindSchema.default('ship') }),
        response: { 200: z.object({ rows: z.array(checkedRowSchema) }) },
      }),
    },
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

  for (const kind of kindSchema.options) {
    typed.post(
      `/api/stores/:storeId/address/${kind}/multiple`,
      {
        ...ownerRoutes.store(
          { 201: z.object({ saved: int32() }) },
          {
            description: 'Saves the rows confirmed in the import dialog: all in one transaction, or none when any row is invalid.',
            body: importRowsSchema,
          },
        ),
        bodyLimit: IMPORT_MAX_BYTES,
      },
      created((actor, req) => service.save(actor, req.params.storeId, kind, req.body.rows)),
    );
  }

  typed.get(
    '/api/address/templates/:kind',
    { schema: { tags, description: 'The downloadable .xlsx template of each book.', params: z.object({ kind: kindSchema }) } },
    async (req, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="songdee-${req.params.kind === 'ship' ? 'recipients' : 'senders'}-template.xlsx"`,
        )
        .send(addressTemplate(req.params.kind)),
  );
}
