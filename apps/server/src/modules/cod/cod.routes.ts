import { codCalls } from '@songdee/shared/cod/cod.calls';
import type { FastifyInstance } from 'fastify';
import { wordedWorkbook } from '../../lib/excel/report-workbook';
import { excel, routesOf, storeRoute } from '../../lib/route-handlers';
import type { CodService } from './cod.service';

/** A store's COD page and report (its owner only; another store's id is 403). */
export async function codRoutes(app: FastifyInstance, opts: { cod: CodService }) {
  const { cod } = opts;
  const route = routesOf(app);
  route(storeRoute(codCalls.summary), (actor, req) => cod.summary(actor, req.params.storeId));
  route(storeRoute(codCalls.list), (actor, req) => cod.list(actor, req.params.storeId, req.query));
  route.raw(
    storeRoute(codCalls.excel),
    excel('cod-report.xlsx', async (actor, req) =>
      wordedWorkbook(await cod.export(actor, req.params.storeId, req.query), req.lang, req.era),
    ),
  );
}
