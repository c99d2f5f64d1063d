/**
 * The seeded geography held in memory for reading addresses out of free text: every province, border (อำเภอ/เขต)
 * and district (ตำบล/แขวง) with its Thai and English names and postcodes, indexed by name and by postcode.
 * About 7,500 districts: a few megabytes, built once per process from the same rows the database holds.
 */
export interface GeoRowsForNames {
  provinces: Array<{ id: number; name: string; nameEn: string }>;
  borders: Array<{ id: number; provinceId: number; name: string; nameEn: string }>;
  districts: Array<{ id: number; borderId: number; provinceId: number; name: string; nameEn: string }>;
  districtPostcodes: Array<{ districtId: number; postcode: string }>;
}

export interface Place {
  level: 'province' | 'border' | 'district';
  id: number;
  /** The names a line may use for it: the Thai name, common short forms, the English name (lower case). */
  names: string[];
  provinceId: number;
  borderId: number | null;
}

export interface GazetteerDistrict {
  id: number;
  borderId: number;
  provinceId: number;
  name: string;
  postcodes: string[];
}

const BANGKOK_ID = 10;

/**
 * How people write a province besides its full name: Bangkok in all its forms, the old or short names people use in
 * chats. Only names that are unambiguous in the whole country are listed.
 */
const PROVINCE_ALIASES: Record<string, string[]> = {
  กรุงเทพมหานคร: ['กรุงเทพฯ', 'กรุงเทพ', 'กทม.', 'กทม', 'bkk', 'krung thep'],
  พระนครศรีอยุธยา: ['อยุธยา', 'ayutthaya'],
  นครราชสีมา: ['โคราช', 'korat'],
  กาญจนบุรี: ['กาญ'],
  ประจวบคีรีขันธ์: ['ประจวบ'],
  นครศรีธรรมราช: ['นครศรีฯ'],
};

export function buildGazetteer(rows: GeoRowsForNames) {
  const postcodesOf = new Map<number, string[]>();
  for (const { districtId, postcode } of rows.districtPostcodes)
    postcodesOf.set(districtId, [...(postcodesOf.get(districtId) ?? []), postcode]);

  const provinces = new Map(rows.provinces.map((p) => [p.id, p]));
  const borders = new Map(rows.borders.map((b) => [b.id, b]));
  const districts = new Map<number, GazetteerDistrict>(
    rows.districts.map((d) => [
      d.id,
      { id: d.id, borderId: d.borderId, provinceId: d.provinceId, name: d.name, postcodes: postcodesOf.get(d.id) ?? [] },
    ]),
  );
  const byPostcode = new Map<string, GazetteerDistrict[]>();
  for (const district of districts.values()) {
    for (const code of district.postcodes) byPostcode.set(code, [...(byPostcode.get(code) ?? []), district]);
  }

  const places: Place[] = [
    ...rows.provinces.map((p) => ({
      level: 'province' as const,
      id: p.id,
      names: [p.name, ...(PROVINCE_ALIASES[p.name] ?? []), p.nameEn.toLowerCase()],
      provinceId: p.id,
      borderId: null,
    })),
    ...rows.borders.map((b) => {
      const province = provinces.get(b.provinceId);
      // "อ.เมือง" is how everyone writes the capital district "เมืองเชียงใหม่": the province is written beside it.
      const capital = province && b.name === `เมือง${province.name}` ? ['เมือง', 'mueang'] : [];
      return {
        level: 'border' as const,
        id: b.id,
        names: [b.name, ...capital, b.nameEn.toLowerCase()],
        provinceId: b.provinceId,
        borderId: b.id,
      };
    }),
    ...rows.districts.map((d) => ({
      level: 'district' as const,
      id: d.id,
      names: [d.name, d.nameEn.toLowerCase()],
      provinceId: d.provinceId,
      borderId: d.borderId,
    })),
  ];
  // Every distinct name once, so "บ้านใหม่" is looked up once for the sixteen districts of that name.
  const placesByName = new Map<string, Place[]>();
  for (const place of places) {
    for (const name of new Set(place.names.filter((n) => n.length >= 2)))
      placesByName.set(name, [...(placesByName.get(name) ?? []), place]);
  }
  // Names by their first two characters, so a line is searched position by position, not name by name.
  const byStart = new Map<string, string[]>();
  for (const name of placesByName.keys()) byStart.set(name.slice(0, 2), [...(byStart.get(name.slice(0, 2)) ?? []), name]);

  return {
    namesStartingWith: (start: string) => byStart.get(start) ?? [],
    placesByName,
    districts,
    byPostcode,
    isPostcode: (code: string) => byPostcode.has(code),
    provinceName: (id: number) => provinces.get(id)?.name ?? '',
    borderName: (id: number) => borders.get(id)?.name ?? '',
    isBangkok: (provinceId: number) => provinceId === BANGKOK_ID,
  };
}

export type Gazetteer = ReturnType<typeof buildGazetteer>;
