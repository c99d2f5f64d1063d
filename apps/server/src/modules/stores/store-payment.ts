import {
  maskPromptPayId,
  type PayTo,
  promptPayIdKind,
  type StorePayment,
  THAI_BANK_CODES,
  type ThaiBankCode,
} from '@songdee/shared/store/payment-account.schema';
import { promptPayPayload } from '@songdee/shared/store/promptpay';
import type { StoreRow } from './stores.repository';

type PaymentColumns = Pick<StoreRow, 'promptPayId' | 'bankCode' | 'bankAccountNo' | 'bankAccountName'>;

const isBankCode = (code: string | null): code is ThaiBankCode => (THAI_BANK_CODES as readonly (string | null)[]).includes(code);

/** A store's payment settings from its row (the owner's view of the store form). */
export function paymentOf(row: PaymentColumns): StorePayment {
  return {
    promptPayId: row.promptPayId,
    bankAccount:
      isBankCode(row.bankCode) && row.bankAccountNo && row.bankAccountName
        ? { bankCode: row.bankCode, accountNo: row.bankAccountNo, accountName: row.bankAccountName }
        : null,
  };
}

/** Where a buyer pays `amountSatang` to this store: the PromptPay QR payload for that exact amount, and the bank account. */
export function payToOf(store: PaymentColumns & Pick<StoreRow, 'name' | 'phone' | 'line'>, amountSatang: number): PayTo {
  const { promptPayId, bankAccount } = paymentOf(store);
  return {
    storeName: store.name,
    storePhone: store.phone,
    storeLine: store.line,
    amount: amountSatang,
    promptPay: promptPayId
      ? { payload: promptPayPayload(promptPayId, amountSatang), maskedId: maskPromptPayId(promptPayId), kind: promptPayIdKind(promptPayId) }
      : null,
    bankAccount,
  };
}
