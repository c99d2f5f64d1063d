import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { and, asc, eq, exists, ilike, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, one, startingWith } from '../../db/query-helpers';
import { borders, districtPostcodes, districts, outlets, provinces } from '../../db/schema/geo';
import { type PageRequest, pageOf } from '../../lib/paging';

export type OutletRow = typeof outlets.$inferSelect;

/**
 * Postcodes with the district each serves and that district's border and province (ids and names); the caller adds
 * which postcodes (the postcode autocomplete, the address import).
 */
export const selectPostcodeDistricts = (db: Executor) =>
  db
    .select({
      postcode: districtPostcodes.postcode,
      districtId: districts.id,
      districtName: districts.name,
      borderId: borders.id,
      borderName: borders.name,
      provinceId: provinces.id,
      provinceName: provinces.name,
    })
    .from(districtPostcodes)
    .innerJoin(districts, eq(districts.id, districtPostcodes.districtId))
    .innerJoin(borders, eq(borders.id, districts.borderId))
    .innerJoin(provinces, eq(provinces.id, districts.provinceId));

export function createGeoRepository(db: Database) {
  return {
    listProvinces: () => db.select({ id: provinces.id, name: provinces.name, nameEn: provinces.nameEn }).from(provinces),

    listBorders: (provinceId: number) =>
      db.select({ id: borders.id, name: borders.name, nameEn: borders.nameEn }).from(borders).where(eq(borders.provinceId, provinceId)),

    /** One row per (district, postcode); districts without a postcode come once with null. */
    listDistrictPostcodes: (borderId: number) =>
      db
        .select({ id: districts.id, name: districts.name, nameEn: districts.nameEn, postcode: districtPostcodes.postcode })
        .from(districts)
        .leftJoin(districtPostcodes, eq(districtPostcodes.districtId, districts.id))
        .where(eq(districts.borderId, borderId))
        .orderBy(asc(districts.id), asc(districtPostcodes.postcode)),

    async listProvincePostcodes(provinceId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ postcode: districtPostcodes.postcode })
        .from(districtPostcodes)
        .innerJoin(districts, eq(districts.id, districtPostcodes.districtId))
        .where(eq(districts.provinceId, provinceId))
        .orderBy(asc(districtPostcodes.postcode));
      return rows.map((r) => r.postcode);
    },

    /** Postcodes starting with `prefix` (digits only, checked by the service), with their district, border and province. */
    searchByPostcodePrefix: (prefix: string, limit: number) =>
      selectPostcodeDistricts(db)
        .where(like(districtPostcodes.postcode, `${prefix}%`))
        .orderBy(asc(districtPostcodes.postcode), asc(districts.id))
        .limit(limit),

    async postcodeExists(postcode: string): Promise<boolean> {
      const rows = await db
        .select({ postcode: districtPostcodes.postcode })
        .from(districtPostcodes)
        .where(eq(districtPostcodes.postcode, postcode))
        .limit(1);
      return rows.length > 0;
    },

    findOutletsByCodes: (codes: string[]) =>
      codes.length === 0 ? Promise.resolve([] as OutletRow[]) : db.select().from(outlets).where(inArray(outlets.code, codes)),

    listOutlets: (filter: { type?: number; exceptCode?: string }) =>
      db
        .select()
        .from(outlets)
        .where(
          and(
            filter.type === undefined ? undefined : eq(outlets.type, filter.type),
            filter.exceptCode === undefined ? undefined : ne(outlets.code, filter.exceptCode),
          ),
        )
        .orderBy(asc(outlets.code)),

    /**
     * The landing page's service outlets: any service offered, never the central office; by province (an outlet is in
     * the province of a district its postcode serves), postcode prefix and name or code. Named by their province.
     */
    listServiceOutlets(filter: { provinceId?: number; postcode?: string; search: string }, request: PageRequest) {
      const inProvince = (provinceId: number) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(districtPostcodes)
            .innerJoin(districts, eq(districts.id, districtPostcodes.districtId))
            .where(and(eq(districtPostcodes.postcode, outlets.postcode), eq(districts.provinceId, provinceId))),
        );
      const term = filter.search ? containing(filter.search) : undefined;
      const where = and(
        ne(outlets.code, CENTRAL_OUTLET_CODE),
        or(eq(outlets.active, true), eq(outlets.postJob, true), eq(outlets.promptEms, true)),
        filter.provinceId === undefined ? undefined : inProvince(filter.provinceId),
        filter.postcode ? like(outlets.postcode, startingWith(filter.postcode)) : undefined,
        term ? or(ilike(outlets.name, term), ilike(outlets.code, term)) : undefined,
      );
      // Written out: inside a one-table select Drizzle leaves column names unqualified, which a subquery cannot take.
      const provinceName = sql<string | null>`(
        select p.name from district_postcodes dp
        join districts d on d.id = dp.district_id
        join provinces p on p.id = d.province_id
        where dp.postcode = "outlets"."postcode"
        order by p.id limit 1)`;
      return pageOf(request, {
        rows: ({ limit, offset }) =>
          db
            .select({
              id: outlets.id,
              outletCode: outlets.code,
              outletName: outlets.name,
              tel: outlets.tel,
              postcode: outlets.postcode,
              provinceName,
              active: outlets.active,
              postJob: outlets.postJob,
              promptEms: outlets.promptEms,
            })
            .from(outlets)
            .where(where)
            .orderBy(asc(outlets.code))
            .limit(limit)
            .offset(offset),
        count: (bound) => countUpTo(db, db.select(one).from(outlets).where(where), bound),
      });
    },
  };
}

export type GeoRepository = ReturnType<typeof createGeoRepository>;
