import type { BuyerAddress, BuyerAddressInput } from '@songdee/shared/address-book/buyer-address.schema';
import { partsOf } from '@songdee/shared/common/address.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyContaining, countUpTo, one } from '../../db/query-helpers';
import { buyerAddresses } from '../../db/schema/buyer-addresses';
import { pageOf } from '../../lib/paging';
import { placedAddress, selectWithGeoNames } from './address-book.repository';

type Row = typeof buyerAddresses.$inferSelect & { provinceName: string | null; borderName: string | null; districtName: string | null };

const toAddress = (row: Row): BuyerAddress => ({ id: row.id, fullName: row.fullName, ...placedAddress(row) });

/** The columns an input writes. */
const values = (input: BuyerAddressInput) => ({
  fullName: input.fullName,
  phone: input.phone,
  ...partsOf(input),
  postcode: input.postcode,
});

/** A buyer's saved addresses; every statement is filtered by the owner's user id. */
export function createBuyerAddressesRepository(db: Database) {
  const select = () => selectWithGeoNames(db, buyerAddresses);
  const flat = (r: Awaited<ReturnType<typeof select>>[number]): Row => ({
    ...r.row,
    provinceName: r.provinceName,
    borderName: r.borderName,
    districtName: r.districtName,
  });
  const mine = (userId: string, id: string) => and(eq(buyerAddresses.userId, userId), eq(buyerAddresses.id, id));

  return {
    /** Newest first; the search matches the name, the phone, the house number and street, or the postcode. */
    async list(userId: string, query: ListQuery) {
      const { fullName, phone, homeAddress, street, postcode } = buyerAddresses;
      const where = and(
        eq(buyerAddresses.userId, userId),
        anyContaining(query.searchString, [fullName, phone, homeAddress, street, postcode]),
      );
      return pageOf(query, {
        rows: async ({ limit, offset }) =>
          (await select().where(where).orderBy(desc(buyerAddresses.createdAt), desc(buyerAddresses.id)).limit(limit).offset(offset)).map(
            (r) => toAddress(flat(r)),
          ),
        count: (bound) => countUpTo(db, db.select(one).from(buyerAddresses).where(where), bound),
      });
    },

    async find(userId: string, id: string) {
      const [r] = await select().where(mine(userId, id)).limit(1);
      return r ? toAddress(flat(r)) : undefined;
    },

    async findByIdempotencyKey(userId: string, key: string) {
      const [r] = await select()
        .where(and(eq(buyerAddresses.userId, userId), eq(buyerAddresses.idempotencyKey, key)))
        .limit(1);
      return r ? toAddress(flat(r)) : undefined;
    },

    /** The new id, or undefined when the user's Idempotency-Key already made one (the unique index decides a race). */
    async insert(userId: string, input: BuyerAddressInput, idempotencyKey: string | null) {
      const [row] = await db
        .insert(buyerAddresses)
        .values({ ...values(input), userId, idempotencyKey })
        .onConflictDoNothing()
        .returning({ id: buyerAddresses.id });
      return row?.id;
    },

    async update(userId: string, id: string, input: BuyerAddressInput) {
      const rows = await db
        .update(buyerAddresses)
        .set({ ...values(input), updatedAt: new Date() })
        .where(mine(userId, id))
        .returning({ id: buyerAddresses.id });
      return rows.length > 0;
    },

    async delete(userId: string, id: string) {
      const rows = await db.delete(buyerAddresses).where(mine(userId, id)).returning({ id: buyerAddresses.id });
      return rows.length > 0;
    },
  };
}

export type BuyerAddressesRepository = ReturnType<typeof createBuyerAddressesRepository>;
