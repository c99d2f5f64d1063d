import { z } from 'zod';
import { gramsSchema } from '../common/grams.schema';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { referenceStatusSchema } from '../common/status.schema';
import { plainString } from '../common/text.schema';
import { orderChoiceSchema } from '../order/order.schema';
import { INVOICE_STATUS_KEYS, ORDER_STATUS_KEYS, type OrderStatusKey } from '../reference/status-keys';

/** Invoice lists show 10 rows a page (spec 1 section 2 "Invoice list"). */
export const INVOICE_PAGE_SIZE = 10;
/** Orders on one invoice: a bound on one request's work, well above a day's parcels of a small shop. */
const MAX_INVOICE_ORDERS = 500;

/**
 * Orders that may be billed: every paid status from PENDING_TO_BE_PACKED on (the merchant may bill a
 * parcel's fee before or after it was packed and shipped), never an unpaid one.
 */
export const INVOICEABLE_ORDER_STATUS_KEYS: readonly OrderStatusKey[] = ORDER_STATUS_KEYS.slice(
  ORDER_STATUS_KEYS.indexOf('PENDING_TO_BE_PACKED'),
);

/** Only a draft is edited, deleted or confirmed; CONFIRM_FOR_INVOICE is final (spec 1 section 4). */
export const isInvoiceEditable = (statusKey: string) => statusKey === 'DRAFT_FOR_INVOICE';

/** INV-00001: the store's invoice serial, five digits at least. */
export const formatInvoiceNumber = (serial: number) => `INV-${String(serial).padStart(5, '0')}`;

export const invoiceListQuerySchema = listQuerySchema.extend({
  size: coerceInt32().min(1).max(100).default(INVOICE_PAGE_SIZE),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** Set weight: grams per order, a number of at least 0 (spec 1 section 5). */
export const invoiceWeightSchema = gramsSchema({ invalid: 'invoice.weightInvalid' });

/** Draft or edit: at least one order, each with its weight; the fee is computed by the server. */
export const invoiceInputSchema = z.object({
  orders: z
    .array(z.object({ orderId: z.uuid({ error: 'invoice.ordersRequired' }), weight: invoiceWeightSchema }), {
      error: 'invoice.ordersRequired',
    })
    .min(1, { error: 'invoice.ordersRequired' })
    .max(MAX_INVOICE_ORDERS),
});
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;

const invoiceStatusSchema = referenceStatusSchema(INVOICE_STATUS_KEYS);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

const deliveryOption = z.object({ deliveryOptionId: plainString(), name: plainString() });

export const invoiceRowSchema = z.object({
  id: z.uuid(),
  invoiceNumber: plainString(),
  orderCount: int32(),
  /** Satang. */
  totalPrice: int32(),
  status: invoiceStatusSchema,
  isEditable: z.boolean(),
  createdDate: z.iso.datetime({ offset: true }),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** The choose-orders step: a paid order on no invoice; weight grams and cost satang as last published. */
export const invoiceOrderChoiceSchema = orderChoiceSchema.extend({
  weight: int32().nullable(),
  serviceCost: int32().nullable(),
});
export type InvoiceOrderChoice = z.infer<typeof invoiceOrderChoiceSchema>;

/** An order on an invoice: weight grams and service cost satang as billed. */
const invoiceOrderSchema = z.object({
  orderId: z.uuid(),
  name: plainString(),
  barcode: plainString().nullable(),
  recipientName: plainString(),
  totalQty: int32(),
  totalPrice: int32(),
  storeDeliveryOption: deliveryOption,
  serviceName: plainString(),
  weight: int32(),
  serviceCost: int32(),
});

export const invoiceSchema = z.object({
  id: z.uuid(),
  invoiceNumber: plainString(),
  status: invoiceStatusSchema,
  isEditable: z.boolean(),
  createdDate: z.iso.datetime({ offset: true }),
  orders: z.array(invoiceOrderSchema),
  /** Grams and satang. */
  totals: z.object({ weight: int32(), cost: int32() }),
});
export type Invoice = z.infer<typeof invoiceSchema>;
