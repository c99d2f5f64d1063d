import { fullNameOf, type ImportRow, importRowSchema, splitName } from '@songdee/shared/address-book/address-book.schema';
import { type StreetLineParts, splitStreetLine } from '@songdee/shared/geo/address-text';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { type AddressBookKind, hasSpreadsheetName, isSpreadsheetContent } from '../../lib/excel/address-sheet';
import { type SheetPool, sharedSheetPool } from '../../lib/excel/sheet-pool';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { AddressBookRepository } from './address-book.repository';

type Candidate = Awaited<ReturnType<AddressBookRepository['districtsByPostcodes']>>[number];
type Geo = { provinceId: number | null; borderId: number | null; districtId: number | null } & StreetLineParts;

export interface CheckedRow {
  row: Required<ImportRow>;
  /** Field problems as i18n keys; empty when the row can be saved. */
  issues: FieldIssue[];
}

/**
 * Picks the district an imported row means: the postcode's district whose name the address text
 * mentions, else the only one; failing that, as much of border and province as all candidates share.
 */
function resolveGeo(address: string, candidates: Candidate[]): Geo {
  const mentioned = [...candidates]
    .sort((a, b) => b.districtName.length - a.districtName.length)
    .find((c) => address.includes(c.districtName));
  const pick = mentioned ?? (candidates.length === 1 ? candidates[0] : undefined);
  // The street text, without the area already stored as geography, split into house number, moo, soi and road.
  if (pick)
    return {
      provinceId: pick.provinceId,
      borderId: pick.borderId,
      districtId: pick.districtId,
      ...splitStreetLine(stripArea(address, pick)),
    };
  const same = <K extends 'borderId' | 'provinceId'>(key: K) =>
    candidates.length > 0 && candidates.every((c) => c[key] === candidates[0]?.[key]) ? (candidates[0]?.[key] ?? null) : null;
  return { provinceId: same('provinceId'), borderId: same('borderId'), districtId: null, ...splitStreetLine(address) };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const BANGKOK = 'กรุงเทพมหานคร';
/** How Bangkok is written in a typed line besides its full name. */
const BANGKOK_ALIASES = ['กรุงเทพมหานคร', 'กรุงเทพฯ', 'กรุงเทพ', 'กทม.', 'กทม'];
/** Words after which a name belongs to the street line ("ซอย คลองจั่น" is a soi, not the sub-district). */
const STREET_WORDS = new Set(['ซอย', 'ซ.', 'ถนน', 'ถ.', 'หมู่บ้าน', 'อาคาร']);

/**
 * Sellers type the whole line into one cell ("77 ถ.สุขุมวิท ต.บางปลาสร้อย อ.เมืองชลบุรี จ.ชลบุรี 20000").
 * Once the district is known, its sub-district, district, province and postcode are stored as geography,
 * so they are taken out of the street text and not printed twice on the label: with their prefix, with a
 * space after it ("แขวง คลองจั่น"), or bare, and Bangkok in any of its spellings ("กรุงเทพฯ", "กทม.").
 */
export function stripArea(address: string, area: Pick<Candidate, 'districtName' | 'borderName' | 'provinceName' | 'postcode'>): string {
  const provinceNames = area.provinceName === BANGKOK ? BANGKOK_ALIASES : [area.provinceName];
  const names = (list: string[]) => list.map(escapeRegExp).join('|');
  const prefixedParts: Array<[string, string[]]> = [
    ['(?:ต\\.|ตำบล|แขวง)', [area.districtName]],
    ['(?:อ\\.|อำเภอ|เขต)', [area.borderName]],
    ['(?:จ\\.|จังหวัด)', provinceNames],
  ];
  let text = ` ${address} `;
  for (const [prefix, list] of prefixedParts) text = text.replace(new RegExp(`\\s${prefix}\\s*(?:${names(list)})(?=\\s)`, 'g'), ' ');
  // Bare names and the postcode, as whole words not following a street word.
  const bare = new Set([area.districtName, area.borderName, ...provinceNames, area.postcode]);
  const words = text.trim().split(/\s+/);
  const kept = words.filter((w, i) => !bare.has(w) || STREET_WORDS.has(words[i - 1] ?? ''));
  const cleaned = kept.join(' ').trim();
  return cleaned || address;
}

export function createAddressImportService(repo: AddressBookRepository, stores: StoresService, sheets: SheetPool = sharedSheetPool()) {
  /** Validates every row (schema and known postcode) and resolves geography in one query. */
  async function checkRows(rows: ImportRow[]): Promise<{ checked: CheckedRow[]; geo: Geo[] }> {
    const postcodes = [...new Set(rows.map((r) => r.postcode.trim()).filter((p) => /^\d{5}$/.test(p)))];
    const byPostcode = new Map<string, Candidate[]>();
    for (const c of await repo.districtsByPostcodes(postcodes)) byPostcode.set(c.postcode, [...(byPostcode.get(c.postcode) ?? []), c]);

    const geo: Geo[] = [];
    const checked = rows.map((input): CheckedRow => {
      const parsed = importRowSchema.safeParse(input);
      const row = {
        name: input.name.trim(),
        telephone: (input.telephone ?? '').trim(),
        address: input.address.trim(),
        postcode: input.postcode.trim(),
        remark: (input.remark ?? '').trim(),
      };
      const issues: FieldIssue[] = parsed.success
        ? []
        : parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), key: i.message }));
      const candidates = byPostcode.get(row.postcode) ?? [];
      if (row.postcode && !issues.some((i) => i.path === 'postcode') && candidates.length === 0) {
        issues.push({ path: 'postcode', key: 'validation.postcode' });
      }
      geo.push(resolveGeo(row.address, candidates));
      return { row, issues };
    });
    return { checked, geo };
  }

  return {
    /** Reads an uploaded spreadsheet into rows for the import dialog; nothing is saved. */
    async readUpload(filename: string, content: Buffer, kind: AddressBookKind): Promise<CheckedRow[]> {
      if (!hasSpreadsheetName(filename) || !isSpreadsheetContent(content)) throw new AppError('INVALID_FILE_TYPE');
      // Read on a worker thread: too large once inflated or too many cells says so; a corrupt or disguised file gets
      // the answer of a wrong type, never a crash.
      const rows = await sheets.read(content, kind);
      if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
      return (await checkRows(rows)).checked;
    },

    /** Saves the rows the user confirmed in the dialog: all of them in one transaction, or none if any is invalid. */
    async save(actor: Actor, storeId: string, kind: AddressBookKind, rows: ImportRow[]): Promise<{ saved: number }> {
      await stores.assertOwner(actor, storeId);
      const { checked, geo } = await checkRows(rows);
      const issues = checked.flatMap((c, i) =>
        c.issues.map((issue) => ({ ...issue, path: `rows.${i}.${issue.path}`, params: { n: i + 1 } })),
      );
      if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);

      const savedAt = Date.now();
      const base = (c: CheckedRow, i: number) => ({
        storeId,
        userId: actor.userId,
        phone: c.row.telephone,
        postcode: c.row.postcode,
        ...(geo[i] as Geo),
        // Sheet order survives the newest-first lists: the first row is the newest.
        createdAt: new Date(savedAt - i),
      });
      if (kind === 'ship') {
        await repo.insertRecipients(
          checked.map((c, i) => {
            const parts = splitName(c.row.name);
            return { ...base(c, i), ...parts, fullName: fullNameOf(parts), remark: c.row.remark };
          }),
        );
      } else {
        await repo.transaction(async (tx) => {
          const hasDefault = await repo.hasSenders(storeId, tx);
          await repo.insertSenders(
            checked.map((c, i) => ({ ...base(c, i), ...splitName(c.row.name), isDefault: !hasDefault && i === 0 })),
            tx,
          );
        });
      }
      return { saved: checked.length };
    },
  };
}

export type AddressImportService = ReturnType<typeof createAddressImportService>;
