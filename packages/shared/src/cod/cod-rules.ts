import { int32 } from '../common/int.schema';

/**
 * Cash on delivery (COD): the post office collects the amount from the receiver at the door and transfers it to the
 * seller (track code 901). The rules both the screens and the server read.
 */

/**
 * The most one COD parcel may collect: 50,000 baht in satang. The postal service's own ceiling is not in our
 * reference facts; this is our limit, and the database columns' checks hold the same number.
 */
const MAX_COD_SATANG = 5_000_000;
/** The most a store may charge for COD on one delivery option: 1,000 baht in satang. */
const MAX_COD_FEE_SATANG = 100_000;
/**
 * A delivered COD parcel whose money has not been transferred (no 901) this many days after its delivery (501) is
 * overdue: the seller should ask the post office. How long the post office takes is not in our reference facts.
 */
export const COD_OVERDUE_DAYS = 7;

/** A COD fee (satang) of a store's delivery option: 0 (free) to MAX_COD_FEE_SATANG. */
export const codFeeSchema = () =>
  int32({ error: 'validation.amountInvalid' })
    .min(0, { error: 'validation.amountInvalid' })
    .max(MAX_COD_FEE_SATANG, { error: 'validation.amountInvalid' });

/**
 * What the post office collects for a COD order: the goods less discounts, the delivery fee and the store's COD fee
 * (the buyer pays the fee). Null when it is out of range (the order is refused).
 */
export function codAmountOf(grandTotal: number, codFee: number): number | null {
  const amount = grandTotal + codFee;
  return amount >= 1 && amount <= MAX_COD_SATANG ? amount : null;
}

/** Where a COD parcel's money is: still to collect, delivered and waiting for the transfer (overdue or not), transferred. */
export const COD_STATES = ['toCollect', 'awaitingTransfer', 'overdue', 'transferred'] as const;
export type CodState = (typeof COD_STATES)[number];

const DAY_MS = 24 * 3600 * 1000;

/** A COD parcel's state from its delivery (first 501) and transfer (901) times. */
export function codStateOf(parcel: { deliveredAt: Date | null; transferredAt: Date | null }, now: Date): CodState {
  if (parcel.transferredAt) return 'transferred';
  if (!parcel.deliveredAt) return 'toCollect';
  return now.getTime() - parcel.deliveredAt.getTime() > COD_OVERDUE_DAYS * DAY_MS ? 'overdue' : 'awaitingTransfer';
}

/** The moment before which a delivery is overdue when not yet transferred. */
export const codOverdueBefore = (now: Date) => new Date(now.getTime() - COD_OVERDUE_DAYS * DAY_MS);
