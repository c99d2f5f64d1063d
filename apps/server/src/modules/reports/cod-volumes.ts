import type { CodVolumes } from '@songdee/shared/cod/cod.schema';
import type { AdminRangeQuery } from '@songdee/shared/report/report.schema';
import { bangkokDayRange } from '@songdee/shared/report/report-dates';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outlets } from '../../db/schema/geo';
import { mailings } from '../../db/schema/mailings';
import { type CodedExport, oneBatch, type SheetCell, sheetColumns } from '../../lib/excel/report-workbook';
import type { Coded } from '../../lib/text';
import type { Actor } from '../auth/actor';
import { r, totalsOf } from './report-format';
import { inSpan, liveMailing, num, type OutletScope, type Span, sumOf } from './report-queries';

/**
 * The post office's cash-on-delivery volumes: COD parcels published in the range (not cancelled) per post office, the
 * amount they collect, and how many and how much the post has transferred to the stores (901).
 */
export function createCodVolumes(db: Database, scopeOf: (actor: Actor, outletId: string | undefined) => Promise<OutletScope>) {
  const byOutlet = (scope: OutletScope, span: Span) => {
    const transferred = sql`${mailings.codTransferredAt} IS NOT NULL`;
    return db
      .select({
        postalCode: mailings.postalCode,
        outletName: sql<string>`coalesce(max(${outlets.name}), '')`,
        parcels: num(sql`${count()}`),
        amount: sumOf(sql`${mailings.codAmountSatang}`),
        transferred: num(sql`count(*) FILTER (WHERE ${transferred})`),
        transferredAmount: num(sql`coalesce(sum(${mailings.codAmountSatang}) FILTER (WHERE ${transferred}), 0)`),
      })
      .from(mailings)
      .leftJoin(outlets, eq(outlets.code, mailings.postalCode))
      .where(
        and(
          scope.kind === 'outlet' ? eq(mailings.postalCode, scope.postcode) : undefined,
          isNotNull(mailings.codAmountSatang),
          liveMailing,
          inSpan(mailings.createdAt, span),
        ),
      )
      .groupBy(mailings.postalCode)
      .orderBy(mailings.postalCode);
  };

  return {
    async codVolumes(actor: Actor, q: AdminRangeQuery): Promise<CodVolumes> {
      const rows = await byOutlet(await scopeOf(actor, q.outletId), bangkokDayRange(q.startDate, q.endDate));
      return { rows, totals: totalsOf(rows, ['parcels', 'amount', 'transferred', 'transferredAmount']) };
    },

    codVolumesSheet(report: CodVolumes): CodedExport {
      const c = (key: string) => r(`cod.volumes.${key}`);
      const t = report.totals;
      return {
        spec: {
          sheetName: c('sheet'),
          columns: sheetColumns(c, [
            ['outlet', 34, 'text'],
            ['parcels', 16, 'integer'],
            ['amount', 18, 'satang'],
            ['transferred', 18, 'integer'],
            ['transferredAmount', 18, 'satang'],
          ]),
        },
        batches: oneBatch<Coded<SheetCell>>([
          ...report.rows.map((row) => [
            `${row.postalCode} ${row.outletName}`.trim(),
            row.parcels,
            row.amount,
            row.transferred,
            row.transferredAmount,
          ]),
          [r('doc.total'), t.parcels, t.amount, t.transferred, t.transferredAmount],
        ]),
      };
    },
  };
}
