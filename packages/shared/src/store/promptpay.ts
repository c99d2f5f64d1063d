import { anyId } from 'promptparse/generate';
import { promptPayIdKind } from './payment-account.schema';

/**
 * The PromptPay QR payload (EMVCo merchant-presented mode, Thai QR standard) for paying `amountSatang` to a store's
 * PromptPay ID, as stored by the store form (ten-digit mobile from 0, or 13-digit national/tax id). Built by the
 * `promptparse` library: tag 29 with the PromptPay AID and the proxy (a mobile becomes 0066 + nine digits), tag 54
 * with the amount in baht to two decimals (point of initiation 12, "dynamic", when an amount is set), tag 63 the
 * CRC-16/CCITT-FALSE. An amount of 0 gives a QR without an amount, which the payer fills in.
 */
export function promptPayPayload(promptPayId: string, amountSatang: number): string {
  if (!Number.isInteger(amountSatang) || amountSatang < 0) throw new RangeError(`amount must be whole satang from 0, got ${amountSatang}`);
  return anyId({
    type: promptPayIdKind(promptPayId) === 'taxId' ? 'NATID' : 'MSISDN',
    target: promptPayId,
    // Whole satang divided by 100 is the nearest double to the baht amount; the library writes it with toFixed(2).
    amount: amountSatang > 0 ? amountSatang / 100 : undefined,
  });
}
