import type { ParsedAddress } from '@songdee/shared/geo/address-parse.schema';
import type { Database } from '../../db/client';
import { borders, districtPostcodes, districts, provinces } from '../../db/schema/geo';
import { parseAddress } from './address-parser';
import { buildGazetteer, type Gazetteer } from './gazetteer';

/** The seeded geography, read once: it changes only when a new seed version is deployed, which restarts the process. */
async function loadGazetteer(db: Database): Promise<Gazetteer> {
  const [provinceRows, borderRows, districtRows, postcodeRows] = await Promise.all([
    db.select({ id: provinces.id, name: provinces.name, nameEn: provinces.nameEn }).from(provinces),
    db.select({ id: borders.id, provinceId: borders.provinceId, name: borders.name, nameEn: borders.nameEn }).from(borders),
    db
      .select({
        id: districts.id,
        borderId: districts.borderId,
        provinceId: districts.provinceId,
        name: districts.name,
        nameEn: districts.nameEn,
      })
      .from(districts),
    db.select({ districtId: districtPostcodes.districtId, postcode: districtPostcodes.postcode }).from(districtPostcodes),
  ]);
  return buildGazetteer({ provinces: provinceRows, borders: borderRows, districts: districtRows, districtPostcodes: postcodeRows });
}

/** Reads pasted addresses against the seeded geography (loaded on the first paste, then kept). */
export function createAddressParseService(db: Database) {
  let gazetteer: Promise<Gazetteer> | undefined;
  return {
    async parse(text: string): Promise<ParsedAddress> {
      gazetteer ??= loadGazetteer(db).catch((error: unknown) => {
        // A failed load is tried again on the next paste, not kept.
        gazetteer = undefined;
        throw error;
      });
      return parseAddress(text, await gazetteer);
    },
  };
}
export type AddressParseService = ReturnType<typeof createAddressParseService>;
