import {
  barcodeRangeInputSchema,
  barcodeRangeListQuerySchema,
  barcodeRangeSchema,
} from '@songdee/shared/barcode-range/barcode-range.schema';
import { idParamsSchema } from '@songdee/shared/common/params.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, idempotencyHeaders, localized, pagedList, roleRoute } from '../../lib/route-handlers';
import type { BarcodeRangesService } from './barcode-ranges.service';

const tags = ['Barcode ranges'];
const path = '/api/admin/barcode-ranges';

/** The central admin's S10 barcode ranges: list with what is left, add, retire. */
export async function barcodeRangesRoutes(app: FastifyInstance, opts: { ranges: BarcodeRangesService }) {
  const { ranges } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    path,
    roleRoute(
      'centralAdmin',
      pagedList(barcodeRangeListQuerySchema, barcodeRangeSchema, {
        tags,
        description: 'Central admin: every S10 range, active first, with the serials each has left and a low-stock flag.',
      }),
    ),
    localized((actor, req) => ranges.list(actor, req.query)),
  );

  typed.post(
    path,
    roleRoute('centralAdmin', {
      tags,
      description:
        'Central admin: loads a range the post office allocated (prefix fitting the service, 8-digit first and last serials); ' +
        'refused when it overlaps any range of the prefix, retired ones included.',
      headers: idempotencyHeaders,
      body: barcodeRangeInputSchema,
      response: { 201: barcodeRangeSchema },
    }),
    created((actor, req) => ranges.add(actor, req.body)),
  );

  typed.post(
    `${path}/:id/retire`,
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: stops allocation from a range; it stays listed, and no new range may reuse its serials.',
      params: idParamsSchema,
      response: { 200: barcodeRangeSchema },
    }),
    localized((actor, req) => ranges.retire(actor, req.params.id)),
  );
}
