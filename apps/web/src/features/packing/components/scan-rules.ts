import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { sameGtin } from '@songdee/shared/product/gtin';
import type { TFunction } from 'i18next';
import type { CountDraft } from './count-validation';
import type { ScanOutcome } from './scan-field';

type CountOrder = PackingList['orders'][number];

/** A line a scan may count: its product's barcode, how many are counted and how many there may be at most. */
interface Countable {
  barcode: string | null;
  count: number;
  quantity: number;
}

/** What one scan did: counted one more of a line, or refused (no line has the code, or every one is counted in full). */
export type ScanResult<T> =
  | { kind: 'counted'; line: T; count: number }
  | { kind: 'notInList'; code: string }
  | { kind: 'tooMany'; line: T; quantity: number };

/**
 * One scanned code counted against lines in their order: the first line with that barcode still short of its
 * quantity gets one more. A code no line has is refused, and so is one more of an item whose every line is counted
 * in full: a scan never counts past what there is.
 */
export function scanAgainst<T extends Countable>(lines: readonly T[], code: string): ScanResult<T> {
  const matches = lines.filter((line) => line.barcode !== null && sameGtin(line.barcode, code));
  const [first] = matches;
  if (!first) return { kind: 'notInList', code };
  const open = matches.find((line) => line.count < line.quantity);
  if (!open) return { kind: 'tooMany', line: first, quantity: matches.reduce((n, line) => n + line.quantity, 0) };
  return { kind: 'counted', line: open, count: open.count + 1 };
}

const countOf = (draft: CountDraft, orderItemId: string) => {
  const typed = Number((draft[orderItemId] ?? '').trim());
  return Number.isInteger(typed) && typed > 0 ? typed : 0;
};

/** Pick item: a scan counts against the list's order items, orders in list order, counts as typed. */
export const scanItem = (orders: readonly CountOrder[], draft: CountDraft, code: string) =>
  scanAgainst(
    orders.flatMap((order) =>
      order.orderItems.map((item) => ({ ...item, orderName: order.name, count: countOf(draft, item.orderItemId) })),
    ),
    code,
  );

/**
 * What the seller reads of a scan: `counted` applies a counted one and words it; a refusal says why (one more than
 * there is, or a code no line has, in the words `notInList` names).
 */
export function scanOutcome<T extends Countable & { name: string }>(
  t: TFunction,
  result: ScanResult<T>,
  counted: (line: T, count: number) => string,
  notInList: 'pickingUi:scan.notInList' | 'pickingUi:scan.notInBox' = 'pickingUi:scan.notInList',
): ScanOutcome {
  if (result.kind === 'counted') return { ok: true, message: counted(result.line, result.count) };
  if (result.kind === 'tooMany')
    return { ok: false, message: t('pickingUi:scan.tooMany', { name: result.line.name, quantity: result.quantity }) };
  return { ok: false, message: t(notInList, { code: result.code }) };
}
