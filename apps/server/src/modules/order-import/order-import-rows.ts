import { codAmountOf } from '@songdee/shared/cod/cod-rules';
import { thaiAddressPartsSchema } from '@songdee/shared/common/address.schema';
import type { ParsedAddress } from '@songdee/shared/geo/address-parse.schema';
import {
  ORDER_IMPORT_FIELD_KEYS,
  type OrderImportColumns,
  type OrderImportField,
  type OrderImportRow,
  orderImportRowSchema,
} from '@songdee/shared/order-import/order-import.schema';
import { AppError, type FieldIssue } from '../../lib/app-error';

/** The highest amount one line may come to: one million baht in satang, as every price the app takes. */
const MAX_LINE_SATANG = 100_000_000;
/** Address parts whose guess would put a wrong area or postcode on the label. */
const AREA_PARTS = new Set(['provinceId', 'borderId', 'districtId', 'postcode']);

export type Cells = Record<OrderImportField, string>;

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Each row's cell of every mapped field, found by header text (trimmed, any case or spacing). A mapped header the
 * sheet lacks refuses the whole file at that field's mapping.
 */
export function cellsOf(headers: string[], rows: string[][], columns: OrderImportColumns): Cells[] {
  const index = new Map(headers.map((h, i) => [normalise(h), i] as const).reverse());
  const at = {} as Record<OrderImportField, number>;
  const issues: FieldIssue[] = [];
  for (const field of ORDER_IMPORT_FIELD_KEYS) {
    const header = columns[field];
    const found = header ? index.get(normalise(header)) : undefined;
    if (header && found === undefined) issues.push({ path: `columns.${field}`, key: 'order.import.headerNotInFile', params: { header } });
    at[field] = found ?? -1;
  }
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
  return rows.map((row) => Object.fromEntries(ORDER_IMPORT_FIELD_KEYS.map((f) => [f, at[f] >= 0 ? (row[at[f]] ?? '') : ''])) as Cells);
}

/** A store product an item cell may name, by its name (any case, spacing trimmed). */
export interface ProductChoice {
  id: string;
  name: string;
  priceSatang: number;
}
export const productKey = (name: string) => normalise(name);

/** One sheet row checked: the typed row and what it resolved to, or its problems. */
export interface CheckedRow {
  /** The sheet's line (the header is line 1). */
  line: number;
  cells: Cells;
  row: OrderImportRow | null;
  address: ParsedAddress | null;
  product: ProductChoice | null;
  /** Unit price in satang: the sheet's, else the product's. */
  price: number | null;
  /** What the postman collects (satang) when the row is cash on delivery and its amount checked; else null. */
  codAmount?: number | null;
  issues: FieldIssue[];
}

/** The baht a problem message shows, with two decimals. */
const baht = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A cash-on-delivery row's check: the chosen service must take COD at this store, and the sheet's amount must be the
 * store's own (goods, delivery fee and its COD fee), or the label would print a sum the store's rule never made.
 * Sets `codAmount` when the row is COD and right.
 */
export function checkCod(r: CheckedRow, option: { feeSatang: number; codEnabled: boolean; codFeeSatang: number }) {
  const sheet = r.row?.codAmount;
  if (!r.row || !sheet || r.price === null) return;
  if (!option.codEnabled) return void r.issues.push({ path: 'codAmount', key: 'errors.COD_NOT_OFFERED' });
  const ours = codAmountOf(r.price * r.row.quantity + option.feeSatang, option.codFeeSatang);
  if (ours === null) return void r.issues.push({ path: 'codAmount', key: 'errors.COD_AMOUNT_OUT_OF_RANGE' });
  if (ours !== sheet)
    return void r.issues.push({
      path: 'codAmount',
      key: 'order.import.codAmountMismatch',
      params: { sheet: baht(sheet), ours: baht(ours) },
    });
  r.codAmount = ours;
}

/** The text the address reader gets: the address cell, with the postcode cell added when the text lacks it. */
export const addressTextOf = (cells: Cells) =>
  cells.postcode && !cells.addressText.includes(cells.postcode) ? `${cells.addressText} ${cells.postcode}` : cells.addressText;

/**
 * What a read address lacks for a label: an area it could not find or only guessed (the seller fixes the cell; a
 * wrong sub-district on a label returns the parcel), no house number, or a part too long for the order.
 */
function addressProblems(address: ParsedAddress): FieldIssue[] {
  const unsure = address.unsure.some((part) => AREA_PARTS.has(part));
  if (!address.districtId || !address.borderId || !address.provinceId || !address.postcode || unsure) {
    return [{ path: 'addressText', key: 'order.import.addressUnsure' }];
  }
  if (!address.homeAddress) return [{ path: 'addressText', key: 'order.import.houseNumberMissing' }];
  const parts = thaiAddressPartsSchema.safeParse(address);
  return parts.success ? [] : [{ path: 'addressText', key: parts.error.issues[0]?.message ?? 'validation.invalid' }];
}

/**
 * Checks one row's cells: each field's own rule, the address (read by `readAddress`), the item (a product of the
 * store by name, or free text with the sheet's price), and the line's amount.
 */
export async function checkRow(
  line: number,
  cells: Cells,
  products: Map<string, ProductChoice>,
  readAddress: (text: string) => Promise<ParsedAddress>,
): Promise<CheckedRow> {
  const parsed = orderImportRowSchema.safeParse(cells);
  const issues: FieldIssue[] = parsed.success ? [] : parsed.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), key: i.message }));
  const row = parsed.success ? parsed.data : null;
  const address = cells.addressText.trim() ? await readAddress(addressTextOf(cells)) : null;
  if (address && !issues.some((i) => i.path === 'addressText')) issues.push(...addressProblems(address));
  const product = products.get(productKey(cells.item)) ?? null;
  let price: number | null = null;
  if (row) {
    price = row.price ?? product?.priceSatang ?? null;
    if (price === null) issues.push({ path: 'price', key: 'order.import.priceRequired' });
    else if (price * row.quantity > MAX_LINE_SATANG) issues.push({ path: 'price', key: 'order.import.amountTooHigh' });
  }
  return { line, cells, row, address, product, price, issues };
}

/** A second row with an order number already seen in the file is a problem of that row: one order, one row. */
export function markRepeatedIds(rows: CheckedRow[]) {
  const first = new Map<string, number>();
  for (const r of rows) {
    const id = r.cells.externalOrderId.trim();
    if (!id) continue;
    const seen = first.get(id);
    if (seen === undefined) first.set(id, r.line);
    else r.issues.push({ path: 'externalOrderId', key: 'order.import.repeatedInFile', params: { line: seen } });
  }
}
