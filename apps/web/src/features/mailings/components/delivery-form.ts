import type { RecipientAddress, SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { gramsSchema } from '@songdee/shared/common/grams.schema';
import { type PublishMailingsRequest, publishMailingsSchema } from '@songdee/shared/mailing/mailing.schema';
import { type AreaParty, isSameArea, maxGramsOf, priceByWeight, priceByZone, requiredInputOf } from '@songdee/shared/mailing/parcel-rules';
import { BOX_SIZES, MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import type { DeliveryOption, DeliveryZone } from '@songdee/shared/reference/reference.schema';
import { z } from 'zod';

/** One recipient on the screen; `barcode` is set once its mailing exists ("done"). */
export interface BatchRow {
  recipient: RecipientAddress;
  barcode: string | null;
}

/** What the seller fills in on delivery manage. */
export interface DeliveryFormValues {
  /** '' until a service is chosen. */
  optionId: string;
  /** Grams typed per service, so switching back and forth keeps each one's weight. */
  weights: Record<string, number | null>;
  sizeId: number | null;
  zoneId: number | null;
  /** A sender chosen from the book (or just added); the store's default sender otherwise. */
  pickedSender: SenderAddress | null;
  rows: BatchRow[];
}

export const emptyDeliveryForm = (): DeliveryFormValues => ({
  optionId: '',
  weights: {},
  sizeId: null,
  zoneId: null,
  pickedSender: null,
  rows: [],
});

/** What only the screen knows beside the values: the chosen service, the sender in effect, the box stock. */
export interface DeliveryFacts {
  /** One id per visit: a second confirm creates only the rows not yet done. */
  batchId: string;
  option: DeliveryOption | undefined;
  sender: SenderAddress | undefined;
  /** "Make label" from an order: the rows are orders, not address-book entries. */
  orderId: string | null;
  /** Remaining ready-to-send boxes of the chosen size; undefined while unknown. */
  remainingBoxes: number | undefined;
  /** The chosen box size's name, for the stock message. */
  boxSizeName: string;
}

/** The weight that counts: the chosen service's, and only where the service shows a weight box. */
export function weightOf(values: Pick<DeliveryFormValues, 'optionId' | 'weights'>, option: DeliveryOption | undefined): number | null {
  return requiredInputOf(option).showsWeight ? (values.weights[values.optionId] ?? null) : null;
}

/** The publish call the screen makes from what is filled in (spec payload: OptionId, Orders, SizeId or Weight). */
export function toPublishRequest(values: DeliveryFormValues, facts: DeliveryFacts): PublishMailingsRequest {
  const inputs = requiredInputOf(facts.option);
  const ids = values.rows.map((r) => r.recipient.id);
  const weight = weightOf(values, facts.option);
  return {
    batchId: facts.batchId,
    optionId: facts.option?.id ?? '',
    senderId: facts.sender?.id,
    ...(facts.orderId ? { orders: ids.map((orderId) => ({ orderId })) } : { recipients: ids.map((shipAddressId) => ({ shipAddressId })) }),
    ...(inputs.needsSize && values.sizeId !== null ? { sizeId: values.sizeId } : {}),
    ...(inputs.needsZone && values.zoneId !== null ? { zoneId: values.zoneId } : {}),
    ...(weight !== null ? { weight } : {}),
  };
}

/**
 * The shared publish contract (spec 1 section 5 "Create mailing", checked again by the server) plus what only
 * this screen knows: the sender must exist (the server would look for a default that is not there), something
 * must be left to create (done rows are skipped), and the ready-to-send boxes in stock must cover it. The
 * client checks run even when the contract already failed, so every box shows its message at once.
 */
const deliveryFormSchema = publishMailingsSchema
  .safeExtend({
    pendingCount: z.number().int(),
    remainingBoxes: z.number().int().optional(),
    boxSizeName: z.string(),
  })
  .superRefine(
    (input, ctx) => {
      if (!input.senderId) ctx.addIssue({ code: 'custom', path: ['senderId'], message: 'mailing.senderNotFound' });
      const count = input.recipients.length + input.orders.length;
      if (count > 0 && count <= MAX_MAILINGS && input.pendingCount === 0) {
        ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'errors.NO_PENDING_RECIPIENTS' });
      }
      if (input.sizeId !== undefined && input.remainingBoxes !== undefined && input.pendingCount > input.remainingBoxes) {
        ctx.addIssue({
          code: 'custom',
          path: ['sizeId'],
          message: 'errors.BARCODE_STOCK_INSUFFICIENT',
          params: { sizeName: input.boxSizeName, remaining: input.remainingBoxes, requested: input.pendingCount },
        });
      }
    },
    { when: () => true },
  );

/** The screen's boxes, in the order their messages are told (the first one also as a toast). */
export const DELIVERY_FIELDS = ['optionId', 'pickedSender', 'rows', 'sizeId', 'zoneId', 'weights'] as const;
export type DeliveryField = (typeof DELIVERY_FIELDS)[number];

/** Contract and server issue paths, to the box of the screen that shows them. */
const FIELD_OF_PATH: Partial<Record<string, DeliveryField>> = {
  optionId: 'optionId',
  senderId: 'pickedSender',
  recipients: 'rows',
  orders: 'rows',
  sizeId: 'sizeId',
  zoneId: 'zoneId',
  weight: 'weights',
};
export const fieldOfPath = (path: string): DeliveryField | undefined => FIELD_OF_PATH[path.split('.')[0] ?? ''];

/** A message (a schema key such as `mailing.weightRequired`) with its values, under one box of the screen. */
export interface DeliveryIssue {
  field: DeliveryField;
  message: string;
  values: Record<string, unknown>;
}

/** Every problem of the form, the first per box, in the screen's order. */
export function deliveryIssues(values: DeliveryFormValues, facts: DeliveryFacts): DeliveryIssue[] {
  const parsed = deliveryFormSchema.safeParse({
    ...toPublishRequest(values, facts),
    pendingCount: values.rows.filter((r) => !r.barcode).length,
    remainingBoxes: facts.remainingBoxes,
    boxSizeName: facts.boxSizeName,
  });
  if (parsed.success) return [];
  const byField = new Map<DeliveryField, DeliveryIssue>();
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path.join('.'));
    if (!field || byField.has(field)) continue;
    const maximum = 'maximum' in issue ? issue.maximum : undefined;
    const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
    byField.set(field, { field, message: issue.message, values: { ...(maximum === undefined ? {} : { maximum }), ...params } });
  }
  return DELIVERY_FIELDS.flatMap((f) => byField.get(f) ?? []);
}

export interface PriceInput {
  option: DeliveryOption | undefined;
  weight: number | null;
  sizeId: number | null;
  zone: DeliveryZone | undefined;
  sender: AreaParty | undefined;
  recipient: AreaParty;
}

/** The service cost of one parcel in satang, by the shared parcel rules; undefined until it can be priced (or never). */
export function priceOf({ option, weight, sizeId, zone, sender, recipient }: PriceInput): number | undefined {
  if (!option) return undefined;
  if (option.pricing === 'weight') {
    const grams = gramsSchema({ max: maxGramsOf(option.id) }).safeParse(weight);
    if (!grams.success) return undefined;
    return priceByWeight(
      option.rates.map((r) => ({ maxWeightGrams: r.maxWeight, priceSatang: r.price })),
      grams.data,
    );
  }
  if (option.pricing === 'boxSize') return option.boxPrices.find((b) => b.boxSizeId === sizeId)?.price;
  if (!zone || !sender) return undefined;
  return priceByZone({ inPriceSatang: zone.inPrice, outPriceSatang: zone.outPrice }, isSameArea(sender, recipient));
}

export const boxCodeOf = (sizeId: number | null) => BOX_SIZES.find((b) => b.id === sizeId)?.code;
