import { integer, text } from 'drizzle-orm/pg-core';
import { borders, districts, provinces } from './geo';

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
