import { type AreaParty, isSameArea, maxGramsOf, priceByWeight, priceByZone, requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import { BOX_SIZES, MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import type { DeliveryOption, DeliveryZone } from '@songdee/shared/reference/reference.schema';

/** Baht with two decimals from integer satang (DESIGN.md section 5). */
export function formatBaht(satang: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    satang / 100,
  );
}

export function formatNumber(grams: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH').format(grams);
}

export interface PriceInput {
  option: DeliveryOption | undefined;
  weight: number | null;
  sizeId: number | null;
  zone: DeliveryZone | undefined;
  sender: AreaParty | undefined;
  recipient: AreaParty;
}

/** The service cost of one parcel in satang, or undefined when it cannot be priced yet (or at all). */
export function priceOf({ option, weight, sizeId, zone, sender, recipient }: PriceInput): number | undefined {
  if (!option) return undefined;
  if (option.pricing === 'weight') {
    if (weight === null || weight < 0) return undefined;
    return priceByWeight(
      option.rates.map((r) => ({ maxWeightGrams: r.maxWeight, priceSatang: r.price })),
      weight,
    );
  }
  if (option.pricing === 'boxSize') return option.boxPrices.find((b) => b.boxSizeId === sizeId)?.price;
  if (!zone || !sender) return undefined;
  return priceByZone({ inPriceSatang: zone.inPrice, outPriceSatang: zone.outPrice }, isSameArea(sender, recipient));
}

/** A message as an i18n key with its values; `field` says which box of the screen shows it. */
export interface DraftProblem {
  field: 'option' | 'sender' | 'recipients' | 'size' | 'zone' | 'weight';
  key: string;
  values?: Record<string, unknown>;
}

export interface DraftRecipient {
  id: string;
  fullName: string;
  isDone: boolean;
  price: number | undefined;
}

export interface MailingDraft {
  option: DeliveryOption | undefined;
  hasSender: boolean;
  recipients: DraftRecipient[];
  sizeId: number | null;
  zoneId: number | null;
  weight: number | null;
  /** Remaining ready-to-send boxes of the chosen size; undefined while unknown. */
  remainingBoxes: number | undefined;
  boxSizeName: string;
}

/**
 * Spec 1 section 5 "Create mailing", checked before the call (the server checks the same again):
 * a service, a sender, 1-100 recipients, then what the service needs, then something left to create.
 * Recipients without a price are reported one by one, as the server's error dialog does.
 */
export function checkDraft(draft: MailingDraft): { problems: DraftProblem[]; unpriced: DraftRecipient[] } {
  const problems: DraftProblem[] = [];
  const { option } = draft;
  const pending = draft.recipients.filter((r) => !r.isDone);
  if (!option) problems.push({ field: 'option', key: 'mailing:serviceRequired' });
  if (!draft.hasSender) problems.push({ field: 'sender', key: 'mailing:senderNotFound' });
  if (draft.recipients.length === 0) problems.push({ field: 'recipients', key: 'mailing:recipientsRequired' });
  else if (draft.recipients.length > MAX_MAILINGS) {
    problems.push({ field: 'recipients', key: 'mailing:tooManyRecipients', values: { maximum: MAX_MAILINGS } });
  } else if (pending.length === 0) problems.push({ field: 'recipients', key: 'errors:NO_PENDING_RECIPIENTS' });
  if (!option) return { problems, unpriced: [] };

  const { needsSize, needsZone, needsWeight } = requiredInputOf(option);
  if (needsSize) {
    if (draft.sizeId === null) problems.push({ field: 'size', key: 'mailing:sizeRequired' });
    else if (draft.remainingBoxes !== undefined && pending.length > draft.remainingBoxes) {
      problems.push({
        field: 'size',
        key: 'errors:BARCODE_STOCK_INSUFFICIENT',
        values: { sizeName: draft.boxSizeName, remaining: draft.remainingBoxes, requested: pending.length },
      });
    }
  }
  if (needsZone && draft.zoneId === null) problems.push({ field: 'zone', key: 'mailing:zoneRequired' });
  if (needsWeight || draft.weight !== null) {
    // Optional for the box service (printed on the label), but never negative or fractional.
    if (draft.weight === null || draft.weight < 0 || !Number.isInteger(draft.weight)) {
      problems.push({ field: 'weight', key: 'mailing:weightRequired' });
    } else if (draft.weight > maxGramsOf(option.id)) {
      problems.push({ field: 'weight', key: 'mailing:weightTooHigh', values: { maximum: maxGramsOf(option.id) } });
    }
  }
  // Prices only mean something once the service's own inputs are complete.
  const unpriced = problems.length === 0 ? pending.filter((r) => r.price === undefined) : [];
  return { problems, unpriced };
}

export const boxCodeOf = (sizeId: number | null) => BOX_SIZES.find((b) => b.id === sizeId)?.code;
