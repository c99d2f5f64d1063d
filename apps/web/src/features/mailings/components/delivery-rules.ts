import { BOX_SIZES, MAX_MAILINGS, MAX_PARCEL_WEIGHT_GRAMS } from '@songdee/shared/reference/delivery.constants';
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

/** Which inputs a service needs: a weight, a box size (ready-to-send box) or a zone row (regional box). */
export function inputsOf(option: Pick<DeliveryOption, 'pricing' | 'hidesWeight'> | undefined) {
  return {
    needsSize: option?.pricing === 'boxSize',
    needsZone: option?.pricing === 'zone',
    /** The weight box is hidden for the regional box and for the option flagged to hide it (spec 1 section 2). */
    showsWeight: !!option && option.pricing !== 'zone' && !option.hidesWeight,
    needsWeight: option?.pricing === 'weight',
  };
}

export interface AreaParty {
  provinceId: number | null;
  postcode: string;
}

/**
 * Same area for the regional box is the same province; without a province on either side the first two
 * postcode digits stand in (the server's rule, so the price column shows what will be charged).
 */
export function isSameArea(sender: AreaParty, recipient: AreaParty): boolean {
  if (sender.provinceId !== null && recipient.provinceId !== null) return sender.provinceId === recipient.provinceId;
  return sender.postcode.slice(0, 2) === recipient.postcode.slice(0, 2);
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
    const rates = [...option.rates].sort((a, b) => a.maxWeight - b.maxWeight);
    return rates.find((r) => weight <= r.maxWeight)?.price;
  }
  if (option.pricing === 'boxSize') return option.boxPrices.find((b) => b.boxSizeId === sizeId)?.price;
  if (!zone || !sender) return undefined;
  return isSameArea(sender, recipient) ? zone.inPrice : zone.outPrice;
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

  const { needsSize, needsZone, needsWeight } = inputsOf(option);
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
    } else if (draft.weight > MAX_PARCEL_WEIGHT_GRAMS) {
      problems.push({ field: 'weight', key: 'mailing:weightTooHigh', values: { maximum: MAX_PARCEL_WEIGHT_GRAMS } });
    }
  }
  // Prices only mean something once the service's own inputs are complete.
  const unpriced = problems.length === 0 ? pending.filter((r) => r.price === undefined) : [];
  return { problems, unpriced };
}

export const boxCodeOf = (sizeId: number | null) => BOX_SIZES.find((b) => b.id === sizeId)?.code;
