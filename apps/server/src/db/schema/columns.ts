import { type AnyPgColumn, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
// geo.ts writes its few columns out: it is imported here, so it cannot import this file.
import { borders, districts, provinces } from './geo';

/**
 * Column shapes every table repeats, one definition each, so a table states only what is its own. The SQL
 * they make is the SQL the tables had when each wrote its columns out (`npx drizzle-kit export` compares).
 */

/** `id`: a random UUID primary key. */
export const uuidPrimaryKey = () => uuid('id').primaryKey().defaultRandom();

/** A moment, stored with its time zone (every timestamp the app keeps). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** `created_at`: set by the database when the row is inserted. */
export const createdAt = () => instant('created_at').notNull().defaultNow();

/** `created_at` and `updated_at` of a row that is edited after it is made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: instant('updated_at').notNull().defaultNow() });

/** A uuid naming the row this one belongs to (a store, a list, an order...): required, and deleted with it. */
export const parentRef = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * The columns every document of a store has (packing list, invoice, shipping list, reservation): its id, its store
 * (deleted with it) and its status reference key, which starts at `initialStatus`. Its readable code, unique per
 * store, is the table's own.
 */
export const storeDocumentColumns = (store: () => AnyPgColumn, initialStatus: string) => ({
  id: uuidPrimaryKey(),
  storeId: parentRef('store_id', store),
  statusKey: text('status_key').notNull().default(initialStatus),
});

/** A uuid naming a row this one needs (its user, its post office): required, and the row it names cannot be deleted. */
export const requiredRef = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent);

/**
 * The typed parts of a Thai address (house number ... sub-district, postcode), the same columns wherever a
 * table keeps one: sender and recipient books, stores, an order's ship address. Geography ids are nullable:
 * an imported row is resolved only as far as its postcode allows. A table whose address may still be empty
 * (a store before its form is saved) overrides `homeAddress` and `postcode` with a '' default.
 */
export const thaiAddressColumns = () => ({
  homeAddress: text('home_address').notNull(),
  village: text('village').notNull().default(''),
  building: text('building').notNull().default(''),
  floor: text('floor').notNull().default(''),
  swine: text('swine').notNull().default(''),
  alley: text('alley').notNull().default(''),
  street: text('street').notNull().default(''),
  provinceId: integer('province_id').references(() => provinces.id),
  borderId: integer('border_id').references(() => borders.id),
  districtId: integer('district_id').references(() => districts.id),
  postcode: text('postcode').notNull(),
});
