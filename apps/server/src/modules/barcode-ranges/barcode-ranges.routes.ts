import { barcodeRangeCalls } from '@songdee/shared/barcode-range/barcode-range.calls';
import type { FastifyInstance } from 'fastify';
import { roleRoute, routesOf } from '../../lib/route-handlers';
import type { BarcodeRangesService } from './barcode-ranges.service';

/** The central admin's S10 barcode ranges: list with what is left, add, retire. */
export async function barcodeRangesRoutes(app: FastifyInstance, opts: { ranges: BarcodeRangesService }) {
  const { ranges } = opts;
  const route = routesOf(app);

  route(roleRoute('centralAdmin', barcodeRangeCalls.list), (actor, req) => ranges.list(actor, req.query));
  route(roleRoute('centralAdmin', barcodeRangeCalls.add), (actor, req) => ranges.add(actor, req.body));
  route(roleRoute('centralAdmin', barcodeRangeCalls.retire), (actor, req) => ranges.retire(actor, req.params.id));
}
