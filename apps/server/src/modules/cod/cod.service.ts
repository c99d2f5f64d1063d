import type { CodListQuery, CodParcel, CodSummary } from '@songdee/shared/cod/cod.schema';
import { COD_OVERDUE_DAYS, codStateOf } from '@songdee/shared/cod/cod-rules';
import { type CodedExport, type SheetCell, sheetColumns } from '../../lib/excel/report-workbook';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { CodRepository, CodRow } from './cod.repository';

export interface CodDeps {
  repo: CodRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  /** The clock "overdue" is measured by (injectable for tests). */
  now?: () => Date;
}

/** Rows the Excel export reads at a time. */
const EXPORT_BATCH = 1000;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A store's cash-on-delivery parcels: what is still to collect, waiting for the post's transfer (901), overdue, transferred. */
export function createCodService({ repo, stores, now = () => new Date() }: CodDeps) {
  const present = (row: CodRow, at: Date): CodParcel => {
    const deliveredAt = iso(row.deliveredAt);
    const transferredAt = iso(row.transferredAt);
    return {
      mailingId: row.id,
      barcode: row.barcode,
      orderId: row.orderId,
      orderName: row.orderName,
      recipientName: row.recipientName,
      amount: row.amount,
      state: codStateOf(
        { deliveredAt: deliveredAt ? new Date(deliveredAt) : null, transferredAt: transferredAt ? new Date(transferredAt) : null },
        at,
      ),
      publishedAt: row.createdAt.toISOString(),
      deliveredAt,
      transferredAt,
    };
  };

  return {
    async summary(actor: Actor, storeId: string): Promise<CodSummary> {
      await stores.assertOwner(actor, storeId);
      return { overdueDays: COD_OVERDUE_DAYS, ...(await repo.summary(storeId, now())) };
    },

    async list(actor: Actor, storeId: string, query: CodListQuery) {
      await stores.assertOwner(actor, storeId);
      const at = now();
      const { contents, paging } = await repo.page(storeId, query, at);
      return { contents: contents.map((r) => present(r, at)), paging };
    },

    /** Every matching parcel as a streamed sheet: barcode, order, receiver, amount in baht, state and its times. */
    async export(actor: Actor, storeId: string, query: Pick<CodListQuery, 'state' | 'searchString'>): Promise<CodedExport> {
      await stores.assertOwner(actor, storeId);
      const at = now();
      const c = (key: string) => text(`report.cod.${key}`);
      async function* batches(): AsyncGenerator<Coded<SheetCell>[][]> {
        for (let offset = 0; ; offset += EXPORT_BATCH) {
          const rows = await repo.batch(storeId, query, at, offset, EXPORT_BATCH);
          yield rows.map((row) => {
            const p = present(row, at);
            return [
              p.barcode,
              p.orderName ?? '',
              p.recipientName,
              p.amount,
              c(`states.${p.state}`),
              row.createdAt,
              p.deliveredAt ? new Date(p.deliveredAt) : null,
              p.transferredAt ? new Date(p.transferredAt) : null,
            ];
          });
          if (rows.length < EXPORT_BATCH) return;
        }
      }
      return {
        spec: {
          sheetName: c('sheet'),
          columns: sheetColumns(c, [
            ['barcode', 18, 'text'],
            ['order', 18, 'text'],
            ['recipient', 28, 'text'],
            ['amount', 16, 'satang'],
            ['state', 24, 'text'],
            ['publishedAt', 18, 'datetime'],
            ['deliveredAt', 18, 'datetime'],
            ['transferredAt', 18, 'datetime'],
          ]),
        },
        batches: batches(),
      };
    },
  };
}

export type CodService = ReturnType<typeof createCodService>;
