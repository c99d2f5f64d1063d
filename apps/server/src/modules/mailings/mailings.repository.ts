import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, firstRow, one, wholeBarcode } from '../../db/query-helpers';
import { senderAddresses, shipAddresses } from '../../db/schema/address-book';
import { borders, districts, provinces } from '../../db/schema/geo';
import { mailingPrintLots, mailings } from '../../db/schema/mailings';
import { deliveryBoxPrices, deliveryOptions, deliveryRates, deliveryZones, statuses } from '../../db/schema/reference';
import { builtPerShape, type PageRequest, pageOf, preparedRows, rowsPast } from '../../lib/paging';

export type MailingRow = typeof mailings.$inferSelect;
export type NewMailing = typeof mailings.$inferInsert;
export type MailingWithStatus = MailingRow & { statusId: number | null };
/** The recipient snapshot a label prints, and the typed parts behind its address text. */
export type RecipientValues = Pick<
  NewMailing,
  'recipientName' | 'recipientPhone' | 'recipientAddress' | 'recipientPostcode' | 'recipientProvinceId' | 'recipientParts'
>;

export interface MailingFilter {
  searchString?: string;
  /** Search the barcode only (mailing history), not the recipient name. */
  barcodeOnly?: boolean;
  statusKeys?: readonly string[];
}

const geoNames = {
  provinceName: provinces.name,
  borderName: borders.name,
  districtName: districts.name,
};

/** The mailing lists' order: newest first, the barcode (unique) breaking ties, as mailings_store_created_barcode_idx. */
const newestFirst = { table: mailings, id: mailings.id, columns: [mailings.createdAt, mailings.barcode] } as const;

const withStatus = { ...getTableColumns(mailings), statusId: statuses.id };

/** The store's mailing, still waiting for delivery and not scanned by the post (isStillWithSeller in SQL). */
const stillWithSeller = (storeId: string, id: string) =>
  and(eq(mailings.storeId, storeId), eq(mailings.id, id), eq(mailings.statusKey, 'WAITING_FOR_DELIVERY'), isNull(mailings.trackStatusCode));

export function createMailingsRepository(db: Database) {
  const statusJoin = and(eq(statuses.kind, 'mailing'), eq(statuses.referenceKey, mailings.statusKey));

  /** Which search and filters a mailing list has: its statements' shape (`builtPerShape`); values are placeholders. */
  function shapeOf(filter: MailingFilter) {
    const term = filter.searchString?.trim();
    // A whole barcode is found by the unique index; a part of one or of a name by the trigram indexes.
    const search = !term ? 'none' : wholeBarcode(term) ? 'barcode' : filter.barcodeOnly ? 'barcodePart' : 'barcodeOrName';
    return { search, statuses: filter.statusKeys?.length ?? 0 } as const;
  }

  function valuesOf(storeId: string, filter: MailingFilter): Record<string, unknown> {
    const term = filter.searchString?.trim();
    const values: Record<string, unknown> = { storeId, barcode: term && wholeBarcode(term), term: term && containing(term) };
    for (const [i, status] of (filter.statusKeys ?? []).entries()) values[`status${i}`] = status;
    return values;
  }

  const ph = sql.placeholder;
  const listStatements = builtPerShape((shape: ReturnType<typeof shapeOf> & { keyset: boolean }) => {
    const search = {
      none: undefined,
      barcode: eq(mailings.barcode, ph('barcode')),
      barcodePart: ilike(mailings.barcode, ph('term')),
      barcodeOrName: or(ilike(mailings.barcode, ph('term')), ilike(mailings.recipientName, ph('term'))),
    }[shape.search];
    const statusKeys = Array.from({ length: shape.statuses }, (_, i) => ph(`status${i}`));
    const condition = and(
      eq(mailings.storeId, ph('storeId')),
      search,
      statusKeys.length ? inArray(mailings.statusKey, statusKeys) : undefined,
    );
    return {
      rows: preparedRows(
        db
          .select(withStatus)
          .from(mailings)
          .leftJoin(statuses, statusJoin)
          .where(and(condition, rowsPast(newestFirst, shape.keyset ? ph('after') : undefined)))
          .orderBy(desc(mailings.createdAt), desc(mailings.barcode))
          .limit(ph('limit'))
          .$dynamic(),
        shape.keyset,
      ),
      count: countUpTo(db, db.select(one).from(mailings).where(condition), ph('bound')).prepare(''),
    };
  });

  return {
    findSender: (storeId: string, id: string | undefined) =>
      firstRow(
        db
          .select({ address: senderAddresses, ...geoNames })
          .from(senderAddresses)
          .leftJoin(provinces, eq(provinces.id, senderAddresses.provinceId))
          .leftJoin(borders, eq(borders.id, senderAddresses.borderId))
          .leftJoin(districts, eq(districts.id, senderAddresses.districtId))
          .where(and(eq(senderAddresses.storeId, storeId), id ? eq(senderAddresses.id, id) : eq(senderAddresses.isDefault, true)))
          .limit(1),
      ),

    findRecipients: (storeId: string, ids: string[]) =>
      db
        .select({ address: shipAddresses, ...geoNames })
        .from(shipAddresses)
        .leftJoin(provinces, eq(provinces.id, shipAddresses.provinceId))
        .leftJoin(borders, eq(borders.id, shipAddresses.borderId))
        .leftJoin(districts, eq(districts.id, shipAddresses.districtId))
        .where(and(eq(shipAddresses.storeId, storeId), inArray(shipAddresses.id, ids))),

    findDeliveryOption: (id: string) =>
      firstRow(
        db
          .select()
          .from(deliveryOptions)
          .where(and(eq(deliveryOptions.id, id), eq(deliveryOptions.active, true))),
      ),

    listRates: (deliveryOptionId: string) =>
      db
        .select()
        .from(deliveryRates)
        .where(eq(deliveryRates.deliveryOptionId, deliveryOptionId))
        .orderBy(asc(deliveryRates.maxWeightGrams)),

    findBoxPrice: (deliveryOptionId: string, boxSizeId: number) =>
      firstRow(
        db
          .select()
          .from(deliveryBoxPrices)
          .where(and(eq(deliveryBoxPrices.deliveryOptionId, deliveryOptionId), eq(deliveryBoxPrices.boxSizeId, boxSizeId))),
      ),

    findZone: (deliveryOptionId: string, zoneId: number) =>
      firstRow(
        db
          .select()
          .from(deliveryZones)
          .where(and(eq(deliveryZones.deliveryOptionId, deliveryOptionId), eq(deliveryZones.id, zoneId))),
      ),

    /** Mailings already published in a batch for the given recipients (ship-address ids) or orders (re-confirm). */
    findInBatch: (storeId: string, batchId: string, ids: string[], by: 'shipAddressId' | 'orderId' = 'shipAddressId') =>
      db
        .select(withStatus)
        .from(mailings)
        .leftJoin(statuses, statusJoin)
        .where(and(eq(mailings.storeId, storeId), eq(mailings.batchId, batchId), inArray(mailings[by], ids))),

    insertMany: (tx: Executor, rows: NewMailing[]) => tx.insert(mailings).values(rows).returning(),

    async statusIds(): Promise<Map<string, number>> {
      const rows = await db.select({ id: statuses.id, key: statuses.referenceKey }).from(statuses).where(eq(statuses.kind, 'mailing'));
      return new Map(rows.map((r) => [r.key, r.id]));
    },

    /** One page, newest first (the barcode breaking ties, as the store's indexes do); keyset with `page.after`. */
    async list(storeId: string, filter: MailingFilter, page: PageRequest) {
      const values = valuesOf(storeId, filter);
      const shape = shapeOf(filter);
      return pageOf(
        { page: page.page, size: page.size, after: page.after },
        {
          rows: ({ limit, offset, after }) =>
            listStatements({ ...shape, keyset: after !== undefined }).rows.execute({ ...values, limit, offset, after }),
          cursor: (row) => row.id,
          count: (bound) => listStatements({ ...shape, keyset: false }).count.execute({ ...values, bound }),
        },
      );
    },

    findById: (storeId: string, id: string) =>
      firstRow(
        db
          .select(withStatus)
          .from(mailings)
          .leftJoin(statuses, statusJoin)
          .where(and(eq(mailings.storeId, storeId), eq(mailings.id, id))),
      ),

    findByIds: (storeId: string, ids: string[]) =>
      db
        .select(withStatus)
        .from(mailings)
        .leftJoin(statuses, statusJoin)
        .where(and(eq(mailings.storeId, storeId), inArray(mailings.id, ids))),

    findByBarcodes: (storeId: string, barcodes: string[]) =>
      db
        .select(withStatus)
        .from(mailings)
        .leftJoin(statuses, statusJoin)
        .where(and(eq(mailings.storeId, storeId), inArray(mailings.barcode, barcodes))),

    findByLot: (storeId: string, lotId: string) =>
      db
        .select(withStatus)
        .from(mailings)
        .leftJoin(statuses, statusJoin)
        .where(and(eq(mailings.storeId, storeId), eq(mailings.printedLotId, lotId)))
        .orderBy(asc(mailings.createdAt), asc(mailings.barcode)),

    findLot: (storeId: string, lotId: string) =>
      firstRow(
        db
          .select()
          .from(mailingPrintLots)
          .where(and(eq(mailingPrintLots.storeId, storeId), eq(mailingPrintLots.id, lotId))),
      ),

    /** Cancels only while the mailing still waits and the post has not scanned it (the condition is the guard). */
    async cancel(storeId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(mailings)
        .set({ statusKey: 'CANCELLED', updatedAt: new Date() })
        .where(stillWithSeller(storeId, id))
        .returning({ id: mailings.id });
      return rows.length > 0;
    },

    /**
     * A new recipient for a mailing, only while the edit rule still allows it (mailingAddressEditBlock: waiting,
     * not scanned, not a regional box); the condition is the guard against a hand-over or scan in between.
     */
    async updateRecipient(tx: Executor, storeId: string, id: string, values: RecipientValues): Promise<boolean> {
      const rows = await tx
        .update(mailings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(stillWithSeller(storeId, id), ne(mailings.deliveryOptionId, DELIVERY_OPTION_IDS.zoneBox)))
        .returning({ id: mailings.id });
      return rows.length > 0;
    },

    /** Creates a print lot and points its mailings at it, in one transaction. */
    createLot: (storeId: string, mailingIds: string[]) =>
      db.transaction(async (tx) => {
        const [lot] = await tx.insert(mailingPrintLots).values({ storeId, mailingCount: mailingIds.length }).returning();
        if (!lot) throw new Error('print lot not created');
        await tx
          .update(mailings)
          .set({ printedLotId: lot.id, updatedAt: new Date() })
          .where(and(eq(mailings.storeId, storeId), inArray(mailings.id, mailingIds)));
        return lot;
      }),
  };
}

export type MailingsRepository = ReturnType<typeof createMailingsRepository>;
