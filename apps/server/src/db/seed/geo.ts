import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { OUTLET_TYPES } from '@songdee/shared/geo/geo.schema';
import { isInstitutionPostcode, parentOfficePostcode } from '@songdee/shared/geo/postcode';
import { sql } from 'drizzle-orm';
import { getDatabase, getProvinceAll, setEngMode, setGeoMode } from 'thai-address-universal';
import type { Database } from '../client';
import { borders, districtPostcodes, districts, outlets, provinces } from '../schema/geo';
import { isSeeded, markSeeded } from './seed-versions';

/** Bump when the built rows change; the next start then upserts names and adds what is missing. */
const GEO_SEED_VERSION = 1;
const SEED_NAME = 'geo';
/** Rows per INSERT: 5,000 rows x 5 columns stays below PostgreSQL's 65,535 bind parameters (fewer, larger statements seed faster on PGlite). */
const BATCH_SIZE = 5000;
/** Thailand Post's call centre, the one number every seeded office shares until an admin edits it. */
const THAILAND_POST_TEL = '1545';
/** Thailand Post head office, Lak Si, Bangkok: the central outlet's own postcode. */
const HEAD_OFFICE_POSTCODE = '10002';

interface GeoRows {
  provinces: (typeof provinces.$inferInsert)[];
  borders: (typeof borders.$inferInsert)[];
  districts: (typeof districts.$inferInsert)[];
  districtPostcodes: (typeof districtPostcodes.$inferInsert)[];
  outlets: (typeof outlets.$inferInsert)[];
}

interface SourceRow {
  province: string;
  district: string;
  sub_district: string;
  postal_code: string;
  province_code?: string;
  district_code?: string;
  sub_district_code?: string;
}

/**
 * Reads the package's flat rows (Thai and English, same order) with geocodes. The package's
 * language and geo switches are process-global; geo mode only adds code fields, and we leave
 * the language on Thai, its default.
 */
async function readSource(): Promise<Array<{ th: SourceRow; en: SourceRow }>> {
  await setGeoMode(true);
  await getProvinceAll();
  const th = getDatabase() as SourceRow[];
  await setEngMode(true);
  const en = getDatabase() as SourceRow[];
  await setEngMode(false);
  if (th.length !== en.length || th[0]?.province_code === undefined) throw new Error('thai-address-universal: unexpected data shape');
  return th.map((row, i) => ({ th: row, en: en[i] as SourceRow }));
}

interface Node {
  key: string;
  parentId: number;
  candidate: string | undefined;
  name: string;
  id?: number;
}

/**
 * Gives each node an official code when the package has a usable one, else a deterministic patch.
 * Usable: all digits, nested under the parent (border 10xx under province 10, district 1033xx under
 * border 1033) and not already taken. The package lacks codes for Bueng Kan's borders and 485
 * sub-district rows, repeats some, and prefixes about 15% of sub-districts with the wrong border.
 * Patched codes continue after the parent's highest kept suffix, in code-point order of the Thai name.
 */
function assignIds(nodes: Node[], suffixDigits: number): void {
  const taken = new Set<number>();
  const maxSuffix = new Map<number, number>();
  const patch: Node[] = [];
  for (const node of nodes) {
    const prefix = String(node.parentId);
    const c = node.candidate;
    const ok = c !== undefined && /^\d+$/.test(c) && c.length === prefix.length + suffixDigits && c.startsWith(prefix);
    const id = ok ? Number(c) : undefined;
    if (id !== undefined && !taken.has(id)) {
      node.id = id;
      taken.add(id);
      maxSuffix.set(node.parentId, Math.max(maxSuffix.get(node.parentId) ?? 0, id % 10 ** suffixDigits));
    } else {
      patch.push(node);
    }
  }
  patch.sort((a, b) => a.parentId - b.parentId || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const node of patch) {
    const next = (maxSuffix.get(node.parentId) ?? 0) + 1;
    if (next >= 10 ** suffixDigits) throw new Error(`geo seed: no free code under ${node.parentId}`);
    maxSuffix.set(node.parentId, next);
    node.id = node.parentId * 10 ** suffixDigits + next;
    taken.add(node.id);
  }
}

/** Builds every geography row from the package; pure apart from reading the package. */
export async function buildGeography(): Promise<GeoRows> {
  const source = await readSource();
  const provinceRows = new Map<string, typeof provinces.$inferInsert>();
  const borderNodes = new Map<string, Node & { nameEn: string }>();
  const districtNodes = new Map<string, Node & { nameEn: string; borderKey: string; provinceId: number; postcodes: Set<string> }>();

  for (const { th, en } of source) {
    const provinceId = Number(th.province_code);
    if (!provinceRows.has(th.province)) provinceRows.set(th.province, { id: provinceId, name: th.province, nameEn: en.province });
    const borderKey = `${provinceId}|${th.district}`;
    if (!borderNodes.has(borderKey)) {
      borderNodes.set(borderKey, {
        key: borderKey,
        parentId: provinceId,
        candidate: th.district_code,
        name: th.district,
        nameEn: en.district,
      });
    }
    // A sub-district served by several postcodes appears once per postcode: one district, several postcodes.
    const districtKey = `${borderKey}|${th.sub_district}`;
    let node = districtNodes.get(districtKey);
    if (!node) {
      node = {
        key: districtKey,
        parentId: 0,
        candidate: th.sub_district_code,
        name: th.sub_district,
        nameEn: en.sub_district,
        borderKey,
        provinceId,
        postcodes: new Set(),
      };
      districtNodes.set(districtKey, node);
    }
    if (th.postal_code) node.postcodes.add(th.postal_code);
  }

  assignIds([...borderNodes.values()], 2);
  for (const node of districtNodes.values()) node.parentId = borderNodes.get(node.borderKey)?.id ?? 0;
  assignIds([...districtNodes.values()], 2);

  const districtList = [...districtNodes.values()];
  return {
    provinces: [...provinceRows.values()],
    borders: [...borderNodes.values()].map((b) => ({ id: b.id!, provinceId: b.parentId, name: b.name, nameEn: b.nameEn })),
    districts: districtList.map((d) => ({ id: d.id!, borderId: d.parentId, provinceId: d.provinceId, name: d.name, nameEn: d.nameEn })),
    districtPostcodes: districtList.flatMap((d) => [...d.postcodes].sort().map((postcode) => ({ districtId: d.id!, postcode }))),
    outlets: buildOutlets(districtList, borderNodes),
  };
}

/**
 * One post office per postcode, coded by the postcode (as real Thai offices mostly are), plus the
 * central 000000. Institution postcodes (10303 palace, 40002 university, 90115) get no office of
 * their own when their parent office exists: verification answers with the parent and flags `replaced`.
 * Names: "ที่ทำการไปรษณีย์" + the border most of the postcode's districts lie in; a border's second
 * and later postcodes take their main district's name instead, then the postcode if still taken.
 */
function buildOutlets(
  districtList: Array<{ name: string; parentId: number; postcodes: Set<string> }>,
  borderNodes: Map<string, Node>,
): (typeof outlets.$inferInsert)[] {
  const borderName = new Map([...borderNodes.values()].map((b) => [b.id!, b.name]));
  const byPostcode = new Map<string, Array<{ name: string; borderId: number }>>();
  for (const d of districtList) {
    for (const p of d.postcodes) byPostcode.set(p, [...(byPostcode.get(p) ?? []), { name: d.name, borderId: d.parentId }]);
  }
  const mostCommon = <T>(values: T[], order: (a: T, b: T) => number): T => {
    const counts = new Map<T, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || order(a[0], b[0]))[0]![0];
  };
  const rows: (typeof outlets.$inferInsert)[] = [
    {
      code: CENTRAL_OUTLET_CODE,
      name: 'ไปรษณีย์ไทย สำนักงานใหญ่',
      tel: THAILAND_POST_TEL,
      active: false,
      postJob: false,
      type: OUTLET_TYPES.central,
      postcode: HEAD_OFFICE_POSTCODE,
    },
  ];
  const usedNames = new Set<string>();
  for (const postcode of [...byPostcode.keys()].sort()) {
    if (isInstitutionPostcode(postcode) && byPostcode.has(parentOfficePostcode(postcode))) continue;
    const members = byPostcode.get(postcode)!;
    const borderId = mostCommon(
      members.map((m) => m.borderId),
      (a, b) => a - b,
    );
    const districtName = mostCommon(
      members.filter((m) => m.borderId === borderId).map((m) => m.name),
      (a, b) => (a < b ? -1 : 1),
    );
    const candidates = [`ที่ทำการไปรษณีย์${borderName.get(borderId)}`, `ที่ทำการไปรษณีย์${districtName}`];
    const name = candidates.find((n) => !usedNames.has(n)) ?? `${candidates[0]} ${postcode}`;
    usedNames.add(name);
    rows.push({
      code: postcode,
      name,
      tel: THAILAND_POST_TEL,
      active: true,
      postJob: true,
      promptEms: false,
      type: OUTLET_TYPES.postOffice,
      postcode,
    });
  }
  return rows;
}

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) await insert(rows.slice(i, i + BATCH_SIZE));
}

/**
 * Idempotent and cheap on every start: one SELECT when the current version is already in.
 * Otherwise everything goes in one transaction with the version row, so a crash leaves no half seed.
 * Names are upserted (a new version may fix them); outlets are only added, never overwritten,
 * because admins edit them.
 */
export async function seedGeography(db: Database): Promise<{ skipped: boolean }> {
  if (await isSeeded(db, SEED_NAME, GEO_SEED_VERSION)) return { skipped: true };
  const rows = await buildGeography();
  const names = { name: sql`excluded.name`, nameEn: sql`excluded.name_en` };
  await db.transaction(async (tx) => {
    await tx.insert(provinces).values(rows.provinces).onConflictDoUpdate({ target: provinces.id, set: names });
    await inBatches(rows.borders, (b) => tx.insert(borders).values(b).onConflictDoUpdate({ target: borders.id, set: names }));
    await inBatches(rows.districts, (b) => tx.insert(districts).values(b).onConflictDoUpdate({ target: districts.id, set: names }));
    await inBatches(rows.districtPostcodes, (b) => tx.insert(districtPostcodes).values(b).onConflictDoNothing());
    await inBatches(rows.outlets, (b) => tx.insert(outlets).values(b).onConflictDoNothing({ target: outlets.code }));
    await markSeeded(tx, SEED_NAME, GEO_SEED_VERSION);
  });
  return { skipped: false };
}
