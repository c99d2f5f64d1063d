import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { trigramIndex } from './indexes';

/** A place's (or a seeded entry's) name in Thai and in English. */
export const thaiAndEnglishName = () => ({ name: text('name').notNull(), nameEn: text('name_en').notNull() });

/** The official geocode of the level above (or of the district a postcode serves): required. */
const geoRef = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent);

/**
 * Geography, seeded from thai-address-universal (see db/seed/geo.ts). Ids are the official geocodes:
 * province 2 digits, border 4 digits (province * 100 + n), district 6 digits (border * 100 + n).
 */
export const provinces = pgTable('provinces', { id: integer('id').primaryKey(), ...thaiAndEnglishName() });

/** อำเภอ / เขต: the spec's "border" (Area). */
export const borders = pgTable(
  'borders',
  {
    id: integer('id').primaryKey(),
    provinceId: geoRef('province_id', () => provinces.id),
    ...thaiAndEnglishName(),
  },
  (t) => [index('borders_province_idx').on(t.provinceId)],
);

/** ตำบล / แขวง: the spec's "district". The province id is repeated so per-province postcode lists need no join. */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey(),
    borderId: geoRef('border_id', () => borders.id),
    provinceId: geoRef('province_id', () => provinces.id),
    ...thaiAndEnglishName(),
  },
  (t) => [index('districts_border_idx').on(t.borderId), index('districts_province_idx').on(t.provinceId)],
);

/** A district can be served by several postcodes (and a few uninhabited islands by none). */
export const districtPostcodes = pgTable(
  'district_postcodes',
  {
    districtId: geoRef('district_id', () => districts.id),
    postcode: text('postcode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.districtId, t.postcode] }), index('district_postcodes_postcode_idx').on(t.postcode)],
);

/** Post offices (spec: Outlet). The code is what users type as "post office code"; 000000 is the central office. */
export const outlets = pgTable(
  'outlets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    tel: text('tel').notNull().default(''),
    /** Offers the Prompt Post (ready-to-send box) service. */
    active: boolean('active').notNull().default(true),
    postJob: boolean('post_job').notNull().default(false),
    promptEms: boolean('prompt_ems').notNull().default(false),
    /** 1 central office, 3 post office counter (OUTLET_TYPES in the shared package). */
    type: integer('type').notNull(),
    /** The postcode the office serves. */
    postcode: text('postcode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outlets_type_idx').on(t.type),
    index('outlets_postcode_idx').on(t.postcode),
    trigramIndex('outlets_name_trgm_idx', t.name),
  ],
);
