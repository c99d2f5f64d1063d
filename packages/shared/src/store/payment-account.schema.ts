import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';

/**
 * Where a store's buyers pay: a PromptPay ID and, optionally, a bank account. One rule for the
 * store form and the API; the buyer's order answer carries the QR payload built from it (`promptpay.ts`).
 */

/**
 * Thai banks a store may name, by the Bank of Thailand's three-digit bank code (the code banking apps and slips
 * use). Their names are in the `store:banks` catalog.
 */
export const THAI_BANK_CODES = [
  '002', // Bangkok Bank
  '004', // Kasikornbank
  '006', // Krungthai Bank
  '011', // TMBThanachart Bank
  '014', // Siam Commercial Bank
  '022', // CIMB Thai Bank
  '024', // UOB (Thai)
  '025', // Bank of Ayudhya (Krungsri)
  '030', // Government Savings Bank
  '033', // Government Housing Bank
  '034', // Bank for Agriculture and Agricultural Cooperatives
  '066', // Islamic Bank of Thailand
  '067', // TISCO Bank
  '069', // Kiatnakin Phatra Bank
  '070', // ICBC (Thai)
  '071', // Thai Credit Bank
  '073', // Land and Houses Bank
] as const;
export type ThaiBankCode = (typeof THAI_BANK_CODES)[number];

/** Account numbers are 10 digits at commercial banks and 12 at the state banks; a little room either way. */
const BANK_ACCOUNT_DIGITS = { min: 10, max: 15 } as const;

/** What a PromptPay ID is: a Thai mobile number, or a 13-digit national id / tax id. */
export type PromptPayIdKind = 'mobile' | 'taxId';

const THAI_MOBILE = /^0[689]\d{8}$/;
const THIRTEEN_DIGITS = /^\d{13}$/;

/** The check digit of a Thai 13-digit national id or tax id (the same rule for both): mod 11 of weights 13..2. */
export function isThaiIdChecksumValid(id: string): boolean {
  if (!THIRTEEN_DIGITS.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** Spaces, dashes and dots people type between the digit groups. */
const stripSeparators = (raw: string) => raw.trim().replace(/[\s.-]/g, '');

/**
 * The stored form of a PromptPay ID: a mobile as ten digits from 0 (a +66 or 66 prefix becomes 0), a national or
 * tax id as its 13 digits. `problem` says why a value is refused (a catalog key under `store.`).
 */
export function parsePromptPayId(
  raw: string,
): { id: string; kind: PromptPayIdKind } | { problem: 'promptPayIdInvalid' | 'promptPayIdChecksum' } {
  let digits = stripSeparators(raw);
  if (/^\+?66\d{9}$/.test(digits)) digits = `0${digits.replace(/^\+?66/, '')}`;
  if (THAI_MOBILE.test(digits)) return { id: digits, kind: 'mobile' };
  if (THIRTEEN_DIGITS.test(digits))
    return isThaiIdChecksumValid(digits) ? { id: digits, kind: 'taxId' } : { problem: 'promptPayIdChecksum' };
  return { problem: 'promptPayIdInvalid' };
}

export const promptPayIdKind = (id: string): PromptPayIdKind => (id.length === 13 ? 'taxId' : 'mobile');

/** The ID as a buyer sees it beside the QR: grouped, all but the last four digits hidden (081-234-5678 -> xxx-xxx-5678). */
export function maskPromptPayId(id: string): string {
  const groups = promptPayIdKind(id) === 'taxId' ? [1, 4, 5, 2, 1] : [3, 3, 4];
  const visibleFrom = id.length - 4;
  const masked = [...id].map((d, i) => (i < visibleFrom ? 'x' : d)).join('');
  const parts: string[] = [];
  for (let at = 0, g = 0; g < groups.length; at += groups[g] ?? 0, g++) parts.push(masked.slice(at, at + (groups[g] ?? 0)));
  return parts.join('-');
}

/** A 10-digit account number as banks print it (123-4-56789-0); other lengths as they are. */
export function formatBankAccountNo(accountNo: string): string {
  const m = /^(\d{3})(\d)(\d{5})(\d)$/.exec(accountNo);
  return m ? m.slice(1).join('-') : accountNo;
}

/** The form's PromptPay field: blank for none, else a valid mobile or 13-digit id, stored normalised. */
export const promptPayIdInputSchema = plainString({ error: 'store.promptPayIdInvalid' })
  .max(30, { error: 'store.promptPayIdInvalid' })
  .nullish()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return null;
    const parsed = parsePromptPayId(raw);
    if ('problem' in parsed) {
      ctx.addIssue({ code: 'custom', message: `store.${parsed.problem}` });
      return z.NEVER;
    }
    return parsed.id;
  });

/** A bank account to transfer to: bank from the list, the account's digits (dashes allowed when typed) and its name. */
const bankAccountSchema = z.object({
  bankCode: z.enum(THAI_BANK_CODES, { error: 'store.bankRequired' }),
  accountNo: plainString({ error: 'store.bankAccountNoRequired' })
    .transform(stripSeparators)
    .pipe(
      plainString()
        .min(1, { error: 'store.bankAccountNoRequired', abort: true })
        .regex(new RegExp(`^[0-9]{${BANK_ACCOUNT_DIGITS.min},${BANK_ACCOUNT_DIGITS.max}}$`), { error: 'store.bankAccountNoInvalid' }),
    ),
  accountName: plainString({ error: 'store.bankAccountNameRequired' })
    .trim()
    .min(1, { error: 'store.bankAccountNameRequired' })
    .max(100, { error: 'validation.tooLong' }),
});

const isBlank = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'object' &&
    Object.values(v as Record<string, unknown>).every((x) => x === null || x === undefined || String(x).trim() === ''));

/** The form's bank account: all three parts, or none (every part left blank reads as no account). */
export const bankAccountInputSchema = z.preprocess((v) => (isBlank(v) ? null : v), bankAccountSchema.nullable());

/** A bank account as answers carry it (already normalised: no transforms on the way out). */
const storedBankAccountSchema = z.object({
  bankCode: z.enum(THAI_BANK_CODES),
  accountNo: plainString(),
  accountName: plainString(),
});

/** A store's payment settings as its owner reads them back (nobody else gets them from the store answer). */
export const storePaymentSchema = z.object({
  promptPayId: plainString().nullable(),
  bankAccount: storedBankAccountSchema.nullable(),
});
export type StorePayment = z.infer<typeof storePaymentSchema>;

/**
 * Where the buyer of an order waiting for payment pays (the thank-you, order and slip-upload pages): the exact
 * amount in satang, the PromptPay QR payload for it with the masked ID, and the bank account; both null when the
 * store has set neither (the page then asks the buyer to contact the store).
 */
export const payToSchema = z.object({
  storeName: plainString(),
  /** How to reach the store (its phone and chat id), for when it has set no way to pay or the buyer has a question. */
  storePhone: plainString(),
  storeLine: plainString(),
  amount: int32(),
  promptPay: z.object({ payload: plainString(), maskedId: plainString(), kind: z.enum(['mobile', 'taxId']) }).nullable(),
  bankAccount: storedBankAccountSchema.nullable(),
});
export type PayTo = z.infer<typeof payToSchema>;
