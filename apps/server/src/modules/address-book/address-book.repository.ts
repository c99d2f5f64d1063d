import type { RecipientAddress, SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { splitName } from '@songdee/shared/address-book/address-book.schema';
import { partsOf, type TypedAddressParts } from '@songdee/shared/common/address.schema';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { anyContaining, countUpTo, one, storeRecord } from '../../db/query-helpers';
import { senderAddresses, shipAddresses } from '../../db/schema/address-book';
import { borders, districtPostcodes, districts, provinces } from '../../db/schema/geo';
import { pageOf } from '../../lib/paging';
import { selectPostcodeDistricts } from '../geo/geo.repository';

type SenderRow = typeof senderAddresses.$inferSelect;
type ShipRow = typeof shipAddresses.$inferSelect;
export type NewSender = typeof senderAddresses.$inferInsert;
export type NewShip = typeof shipAddresses.$inferInsert;
type GeoNames = { provinceName: string | null; borderName: string | null; districtName: string | null };

/** Insert batches stay well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

/** Inserts many rows of one book, a batch at a time (inside the caller's transaction when `tx` is one). */
async function insertInBatches<T extends PgTable>(tx: Database, table: T, values: PgInsertValue<T>[]) {
  for (let i = 0; i < values.length; i += INSERT_BATCH) {
    await tx.insert(table).values(values.slice(i, i + INSERT_BATCH));
  }
}

/** The geography names joined to a stored address (provinces, borders and districts left-joined by id). */
const geoColumns = { provinceName: provinces.name, borderName: borders.name, districtName: districts.name };

/** A table that stores a typed Thai address (`thaiAddressColumns`). */
type AddressTable = PgTable & { provinceId: AnyPgColumn; borderId: AnyPgColumn; districtId: AnyPgColumn };

/** The rows of an address table with their geography names (`geoColumns`), for every address book to filter. */
export const selectWithGeoNames = <T extends AddressTable>(db: Database, table: T) =>
  db
    .select({ row: table, ...geoColumns })
    .from(table as PgTable)
    .leftJoin(provinces, eq(provinces.id, table.provinceId))
    .leftJoin(borders, eq(borders.id, table.borderId))
    .leftJoin(districts, eq(districts.id, table.districtId));

/** A stored address as every address book answers it: phone, parts, geography names, postcode and the composed line. */
export const placedAddress = (row: TypedAddressParts & GeoNames & { phone: string; postcode: string }) => ({
  phone: row.phone,
  ...partsOf(row),
  provinceName: row.provinceName,
  borderName: row.borderName,
  districtName: row.districtName,
  postcode: row.postcode,
  address: composeAddressText(row),
});

/** The columns both books share, with the geography names and the composed address line. */
function sharedParts(row: (SenderRow | ShipRow) & GeoNames) {
  return { id: row.id, storeId: row.storeId, ...placedAddress(row) };
}

const toSender = (row: SenderRow & GeoNames): SenderAddress => ({
  ...sharedParts(row),
  name: row.name,
  surname: row.surname,
  isDefault: row.isDefault,
});

/** A row saved before first name and surname had columns has only its full name: split at the first space. */
const namePartsOf = (row: Pick<ShipRow, 'name' | 'surname' | 'fullName'>) =>
  row.name ? { name: row.name, surname: row.surname } : splitName(row.fullName);

const toRecipient = (row: ShipRow & GeoNames): RecipientAddress => ({
  ...sharedParts(row),
  ...namePartsOf(row),
  fullName: row.fullName,
  remark: row.remark,
});

export interface Page {
  page: number;
  size: number;
}

export function createAddressBookRepository(db: Database) {
  const senderSelect = () => selectWithGeoNames(db, senderAddresses);
  const shipSelect = () => selectWithGeoNames(db, shipAddresses);
  const flat = <R, N extends GeoNames>(r: { row: R } & N) => ({
    ...r.row,
    provinceName: r.provinceName,
    borderName: r.borderName,
    districtName: r.districtName,
  });

  /** The first sender / recipient `where` names, with its geography's names. */
  const firstSender = async (where: SQL | undefined) => {
    const [r] = await senderSelect().where(where).limit(1);
    return r ? toSender(flat(r)) : undefined;
  };
  const firstRecipient = async (where: SQL | undefined) => {
    const [r] = await shipSelect().where(where).limit(1);
    return r ? toRecipient(flat(r)) : undefined;
  };
  /** A page of the recipients matching `where`, newest first. */
  const pageOfRecipients = (where: SQL | undefined, page: Page) =>
    pageOf(page, {
      rows: async ({ limit, offset }) =>
        (await shipSelect().where(where).orderBy(desc(shipAddresses.createdAt), desc(shipAddresses.id)).limit(limit).offset(offset)).map(
          (r) => toRecipient(flat(r)),
        ),
      count: (bound) => countUpTo(db, db.select(one).from(shipAddresses).where(where), bound),
    });

  /** Changes one address of a store's book; false when the store has no such address. */
  async function updateEntry<T extends typeof senderAddresses | typeof shipAddresses>(
    table: T,
    storeId: string,
    id: string,
    values: Partial<T['$inferInsert']>,
  ) {
    // One statement for either book; Drizzle cannot type an update of a union of tables, so it is typed as the senders'.
    const rows = await db
      .update(table as typeof senderAddresses)
      .set({ ...(values as Partial<NewSender>), updatedAt: new Date() })
      .where(storeRecord(table, storeId, id))
      .returning({ id: table.id });
    return rows.length > 0;
  }

  return {
    async listSenders(storeId: string, search: string, page: Page) {
      const where = and(eq(senderAddresses.storeId, storeId), anyContaining(search, [senderAddresses.name, senderAddresses.surname]));
      return pageOf(page, {
        rows: async ({ limit, offset }) =>
          (
            await senderSelect()
              .where(where)
              .orderBy(desc(senderAddresses.isDefault), desc(senderAddresses.createdAt), desc(senderAddresses.id))
              .limit(limit)
              .offset(offset)
          ).map((r) => toSender(flat(r))),
        count: (bound) => countUpTo(db, db.select(one).from(senderAddresses).where(where), bound),
      });
    },

    findSender: (storeId: string, id: string) => firstSender(storeRecord(senderAddresses, storeId, id)),

    findDefaultSender: (storeId: string) => firstSender(and(eq(senderAddresses.storeId, storeId), eq(senderAddresses.isDefault, true))),

    async hasSenders(storeId: string, tx: Database = db) {
      const [r] = await tx.select({ n: count() }).from(senderAddresses).where(eq(senderAddresses.storeId, storeId));
      return (r?.n ?? 0) > 0;
    },

    insertSenders: (values: NewSender[], tx: Database = db) => insertInBatches(tx, senderAddresses, values),

    async insertSender(values: NewSender, tx: Database = db) {
      const [row] = await tx.insert(senderAddresses).values(values).returning({ id: senderAddresses.id });
      return row?.id;
    },

    updateSender: (storeId: string, id: string, values: Partial<NewSender>) => updateEntry(senderAddresses, storeId, id, values),

    /** Moves the default flag in one transaction: clear the old one first (the partial unique index allows one). */
    async markDefaultSender(storeId: string, id: string) {
      return db.transaction(async (tx) => {
        await tx
          .update(senderAddresses)
          .set({ isDefault: false })
          .where(and(eq(senderAddresses.storeId, storeId), eq(senderAddresses.isDefault, true)));
        const rows = await tx
          .update(senderAddresses)
          .set({ isDefault: true, updatedAt: new Date() })
          .where(storeRecord(senderAddresses, storeId, id))
          .returning({ id: senderAddresses.id });
        if (rows.length === 0) tx.rollback();
        return true;
      });
    },

    /** Deletes a sender unless it is the default; the condition is in the statement so no race can delete it. */
    async deleteNonDefaultSender(storeId: string, id: string) {
      const rows = await db
        .delete(senderAddresses)
        .where(and(storeRecord(senderAddresses, storeId, id), eq(senderAddresses.isDefault, false)))
        .returning({ id: senderAddresses.id });
      return rows.length > 0;
    },

    listRecipients: (storeId: string, search: string, page: Page, extra?: SQL) =>
      pageOfRecipients(
        and(eq(shipAddresses.storeId, storeId), extra, anyContaining(search, [shipAddresses.fullName, shipAddresses.phone])),
        page,
      ),

    listRecipientsOfUser: (userId: string, page: Page) => pageOfRecipients(eq(shipAddresses.userId, userId), page),

    findRecipient: (storeId: string, id: string) => firstRecipient(storeRecord(shipAddresses, storeId, id)),

    async insertRecipient(values: NewShip) {
      const [row] = await db.insert(shipAddresses).values(values).returning({ id: shipAddresses.id });
      return row?.id;
    },

    insertRecipients: (values: NewShip[]) => db.transaction((tx) => insertInBatches(tx as unknown as Database, shipAddresses, values)),

    updateRecipient: (storeId: string, id: string, values: Partial<NewShip>) => updateEntry(shipAddresses, storeId, id, values),

    /** Deletes only ids of this store; returns how many went. */
    async deleteRecipients(storeId: string, ids: string[]) {
      const rows = await db
        .delete(shipAddresses)
        .where(and(eq(shipAddresses.storeId, storeId), inArray(shipAddresses.id, ids)))
        .returning({ id: shipAddresses.id });
      return rows.length;
    },

    /** Every district served by each postcode, with names, for resolving imported rows. */
    districtsByPostcodes: async (postcodes: string[]) =>
      postcodes.length === 0 ? [] : selectPostcodeDistricts(db).where(inArray(districtPostcodes.postcode, postcodes)),

    transaction: <T>(fn: (tx: Database) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Database)),
  };
}

export type AddressBookRepository = ReturnType<typeof createAddressBookRepository>;
