import { parentOfficePostcode, servingPostcode } from '@songdee/shared/geo/postcode';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { borders, districtPostcodes, districts, outlets, provinces } from '../../db/schema/geo';
import { AppError, type FieldIssue } from '../../lib/app-error';

export interface GeoIds {
  provinceId: number;
  borderId: number;
  districtId: number;
  postcode: string;
}

/** Geography checks and names for the store and order address blocks. */
export function createGeoLookup(db: Database) {
  /** The postcode is one of the district's, or the one the swap rule turns one of them into. */
  async function servesDistrict(postcode: string, codes: string[]): Promise<boolean> {
    if (codes.includes(postcode)) return true;
    const swappable = codes.filter((code) => parentOfficePostcode(code) === postcode && code !== postcode);
    if (swappable.length === 0) return false;
    const offices = new Set(
      (
        await db
          .select({ code: outlets.code })
          .from(outlets)
          .where(inArray(outlets.code, [postcode, ...swappable]))
      ).map((o) => o.code),
    );
    return swappable.some((code) => servingPostcode(code, (c) => offices.has(c))?.postcode === postcode);
  }

  return {
    /**
     * Province, border and district must nest and the postcode must serve the district (the spec's
     * postcode verification): one of its postcodes, or the office code the outlet lookup swaps in for one of them
     * (the university's 40002 is sent to 40000, the shared swap rule); field issues under `prefix`.
     */
    async assertAddress(geo: GeoIds, prefix = ''): Promise<void> {
      const rows = await db
        .select({ borderId: districts.borderId, provinceId: districts.provinceId, postcode: districtPostcodes.postcode })
        .from(districts)
        .leftJoin(districtPostcodes, eq(districtPostcodes.districtId, districts.id))
        .where(eq(districts.id, geo.districtId));
      const [district] = rows;
      const issues: FieldIssue[] = [];
      if (!district || district.borderId !== geo.borderId || district.provinceId !== geo.provinceId) {
        issues.push({ path: `${prefix}districtId`, key: 'addressBook.geoMismatch' });
      } else if (
        !(await servesDistrict(
          geo.postcode,
          rows.flatMap((r) => r.postcode ?? []),
        ))
      ) {
        issues.push({ path: `${prefix}postcode`, key: 'validation.postcode' });
      }
      if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
    },

    /** Names of the given ids, for presenting several rows at once. */
    async names(ids: { provinceIds: number[]; borderIds: number[]; districtIds: number[] }) {
      const [p, b, d] = await Promise.all([
        ids.provinceIds.length
          ? db.select({ id: provinces.id, name: provinces.name }).from(provinces).where(inArray(provinces.id, ids.provinceIds))
          : [],
        ids.borderIds.length
          ? db.select({ id: borders.id, name: borders.name }).from(borders).where(inArray(borders.id, ids.borderIds))
          : [],
        ids.districtIds.length
          ? db.select({ id: districts.id, name: districts.name }).from(districts).where(inArray(districts.id, ids.districtIds))
          : [],
      ]);
      const map = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [r.id, r.name]));
      return { provinces: map(p), borders: map(b), districts: map(d) };
    },
  };
}

export type GeoLookup = ReturnType<typeof createGeoLookup>;
