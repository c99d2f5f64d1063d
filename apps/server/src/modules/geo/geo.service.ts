import { CENTRAL_OUTLET_CODE, POSTAL_AUTOCOMPLETE_MIN } from '@songdee/shared/constants/app.constants';
import type { serviceOutletQuerySchema } from '@songdee/shared/content/service-outlet.schema';
import type { Border, District, Outlet, Postal, PostalSuggestion, PostalVerification, Province } from '@songdee/shared/geo/geo.schema';
import { parentOfficePostcode, servingPostcode } from '@songdee/shared/geo/postcode';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { cached } from '../../lib/ttl-cache';
import type { GeoRepository, OutletRow } from './geo.repository';

type ServiceOutletFilter = z.output<typeof serviceOutletQuerySchema>;

/** Autocomplete answers at most this many suggestions. */
const POSTAL_SUGGESTION_LIMIT = 20;

/** Thai dictionary order (leading vowels such as เ and โ are not sorted first); the database collation may be C. */
const thaiOrder = new Intl.Collator('th');
const byThaiName = <T extends { name: string }>(a: T, b: T) => thaiOrder.compare(a.name, b.name);

export const toOutlet = (row: OutletRow): Outlet => ({
  id: row.id,
  outletCode: row.code,
  outletName: row.name,
  tel: row.tel,
  active: row.active,
  postJob: row.postJob,
  promptEms: row.promptEms,
  type: row.type,
  postcode: row.postcode,
});

/** Geography only changes with a new seed version; outlet codes in suggestions may be a minute stale. */
export const GEO_CACHE = { ttlMs: 60_000, maxEntries: 2000 };

export function createGeoService(repo: GeoRepository) {
  /** The office answering for a postcode (the shared swap rule): its own, else the parent office of an institution postcode. */
  function servingOutlet(postcode: string, byCode: Map<string, OutletRow>): OutletRow | undefined {
    const serving = servingPostcode(postcode, (code) => byCode.has(code));
    return serving && byCode.get(serving.postcode);
  }

  const provinces = cached(async (_all: 'all'): Promise<Province[]> => {
    const rows = (await repo.listProvinces()).sort(byThaiName);
    return rows.map((p) => ({ provinceId: p.id, provinceName: p.name, provinceNameEn: p.nameEn }));
  }, GEO_CACHE);

  const borders = cached(async (provinceId: number): Promise<Border[]> => {
    const rows = (await repo.listBorders(provinceId)).sort(byThaiName);
    return rows.map((b) => ({ borderId: b.id, borderName: b.name, borderNameEn: b.nameEn }));
  }, GEO_CACHE);

  const suggestions = cached(async (term: string): Promise<PostalSuggestion[]> => {
    const rows = await repo.searchByPostcodePrefix(term, POSTAL_SUGGESTION_LIMIT);
    const codes = [...new Set(rows.flatMap((r) => [r.postcode, parentOfficePostcode(r.postcode)]))];
    const byCode = new Map((await repo.findOutletsByCodes(codes)).map((o) => [o.code, o]));
    return rows.map((r) => ({
      value: r.postcode,
      label: `${r.districtName} » ${r.borderName} » ${r.provinceName} ${r.postcode}`,
      data: {
        p: { id: r.provinceId, name: r.provinceName },
        b: { id: r.borderId, name: r.borderName },
        d: { id: r.districtId, name: r.districtName },
        o: servingOutlet(r.postcode, byCode)?.code ?? null,
      },
    }));
  }, GEO_CACHE);

  return {
    listProvinces: () => provinces('all'),

    listBorders: (provinceId: number) => borders(provinceId),

    async listDistricts(borderId: number): Promise<District[]> {
      const byId = new Map<number, District & { name: string }>();
      for (const row of await repo.listDistrictPostcodes(borderId)) {
        let district = byId.get(row.id);
        if (!district) {
          district = { districtId: row.id, districtName: row.name, districtNameEn: row.nameEn, postcodes: [], name: row.name };
          byId.set(row.id, district);
        }
        if (row.postcode) district.postcodes.push(row.postcode);
      }
      return [...byId.values()].sort(byThaiName).map(({ name: _, ...district }) => district);
    },

    async listProvincePostals(provinceId: number): Promise<Postal[]> {
      return (await repo.listProvincePostcodes(provinceId)).map((postalCode) => ({ postalCode }));
    },

    /**
     * Autocomplete by postcode prefix. Fewer than 3 digits (or any non-digit) answers an empty list
     * rather than an error: the box calls this on every keystroke and an empty list is the honest answer.
     */
    async suggestPostals(term: string): Promise<PostalSuggestion[]> {
      if (!new RegExp(`^\\d{${POSTAL_AUTOCOMPLETE_MIN},5}$`).test(term)) return [];
      return suggestions(term);
    },

    /**
     * Verifies a typed postcode against the outlet lookup. A postcode with its own office is kept.
     * An institution postcode (e.g. 10303, 40002) is served by the office with the same first four
     * digits and a 0: that office's code comes back with replaced = true, and the client swaps it in
     * with an alert (spec 2 section 5). Anything else is INVALID_POSTCODE.
     */
    async verifyPostal(typed: string): Promise<PostalVerification> {
      const postcode = typed.trim();
      if (!/^\d{5}$/.test(postcode)) throw new AppError('INVALID_POSTCODE');
      const byCode = new Map((await repo.findOutletsByCodes([postcode, parentOfficePostcode(postcode)])).map((o) => [o.code, o]));
      const serving = servingPostcode(postcode, (code) => byCode.has(code));
      const outlet = serving && byCode.get(serving.postcode);
      // A replaced code must still be a real one: a made-up code under a real office is not an address.
      if (!serving || !outlet || (serving.replaced && !(await repo.postcodeExists(postcode)))) throw new AppError('INVALID_POSTCODE');
      return { valid: true, postalCode: outlet.code, outletCode: outlet.code, outletName: outlet.name, replaced: serving.replaced };
    },

    async listOutlets(type?: number): Promise<Outlet[]> {
      return (await repo.listOutlets({ type })).map(toOutlet);
    },

    /** The landing page's list of service outlets (content/service-outlet.schema.ts). */
    listServiceOutlets: (query: ServiceOutletFilter) =>
      repo.listServiceOutlets({ provinceId: query.provinceId, postcode: query.postcode, search: query.searchString }, query),

    /** Every outlet but the central office (000000), e.g. for choosing an origin post office. */
    async listOutletsNotCentral(): Promise<Outlet[]> {
      return (await repo.listOutlets({ exceptCode: CENTRAL_OUTLET_CODE })).map(toOutlet);
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
