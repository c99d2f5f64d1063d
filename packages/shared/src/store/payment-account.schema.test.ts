import { describe, expect, it } from 'vitest';
import {
  bankAccountInputSchema,
  formatBankAccountNo,
  isThaiIdChecksumValid,
  maskPromptPayId,
  parsePromptPayId,
  promptPayIdInputSchema,
} from './payment-account.schema';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('Thai 13-digit id check digit', () => {
  it('accepts ids whose last digit is the mod-11 check of the first twelve', () => {
    // 1-1017-00230-70-8 and 3-1005-01234-56-3 are computed by hand: sum of digit x (13..2), (11 - sum mod 11) mod 10.
    expect(isThaiIdChecksumValid('1101700230708')).toBe(true);
    expect(isThaiIdChecksumValid('3100501234563')).toBe(true);
    // A company's tax id (0-1055-56000-01-7, made up) follows the same rule.
    expect(isThaiIdChecksumValid('0105556000017')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isThaiIdChecksumValid('1101700230709')).toBe(false);
    expect(isThaiIdChecksumValid('1111111111111')).toBe(false);
    expect(isThaiIdChecksumValid('110170023070')).toBe(false);
    expect(isThaiIdChecksumValid('11017002307a8')).toBe(false);
  });
});

describe('parsePromptPayId', () => {
  it('normalises a Thai mobile number as typed, with or without +66', () => {
    expect(parsePromptPayId('081-234-5678')).toEqual({ id: '0812345678', kind: 'mobile' });
    expect(parsePromptPayId(' 091 234 5678 ')).toEqual({ id: '0912345678', kind: 'mobile' });
    expect(parsePromptPayId('+66 61 234 5678')).toEqual({ id: '0612345678', kind: 'mobile' });
    expect(parsePromptPayId('66812345678')).toEqual({ id: '0812345678', kind: 'mobile' });
  });

  it('takes a 13-digit national or tax id with its dashes', () => {
    expect(parsePromptPayId('1-1017-00230-70-8')).toEqual({ id: '1101700230708', kind: 'taxId' });
  });

  it('says what is wrong: not a mobile or id, or an id with a wrong check digit', () => {
    expect(parsePromptPayId('0212345678')).toEqual({ problem: 'promptPayIdInvalid' }); // a Bangkok landline
    expect(parsePromptPayId('081234567')).toEqual({ problem: 'promptPayIdInvalid' });
    expect(parsePromptPayId('08123456789')).toEqual({ problem: 'promptPayIdInvalid' });
    expect(parsePromptPayId('abc')).toEqual({ problem: 'promptPayIdInvalid' });
    expect(parsePromptPayId('1101700230709')).toEqual({ problem: 'promptPayIdChecksum' });
  });
});

describe('promptPayIdInputSchema', () => {
  it('reads blank as none and stores the normalised id', () => {
    expect(promptPayIdInputSchema.parse('')).toBeNull();
    expect(promptPayIdInputSchema.parse('   ')).toBeNull();
    expect(promptPayIdInputSchema.parse(null)).toBeNull();
    expect(promptPayIdInputSchema.parse('081-234-5678')).toBe('0812345678');
  });

  it('refuses a bad id with the catalog key the field and the API show', () => {
    expect(messages(promptPayIdInputSchema.safeParse('12345'))).toEqual([{ path: '', message: 'store.promptPayIdInvalid' }]);
    expect(messages(promptPayIdInputSchema.safeParse('1101700230709'))).toEqual([{ path: '', message: 'store.promptPayIdChecksum' }]);
  });
});

describe('bankAccountInputSchema', () => {
  it('reads an account left wholly blank as none', () => {
    expect(bankAccountInputSchema.parse(null)).toBeNull();
    expect(bankAccountInputSchema.parse({ bankCode: '', accountNo: ' ', accountName: '' })).toBeNull();
  });

  it('keeps the digits of the account number', () => {
    expect(bankAccountInputSchema.parse({ bankCode: '004', accountNo: '123-4-56789-0', accountName: ' ร้านสมชาย ' })).toEqual({
      bankCode: '004',
      accountNo: '1234567890',
      accountName: 'ร้านสมชาย',
    });
  });

  it('asks for every part once one is given, and a bank from the list', () => {
    expect(messages(bankAccountInputSchema.safeParse({ bankCode: '', accountNo: '1234567890', accountName: '' }))).toEqual([
      { path: 'bankCode', message: 'store.bankRequired' },
      { path: 'accountName', message: 'store.bankAccountNameRequired' },
    ]);
    expect(messages(bankAccountInputSchema.safeParse({ bankCode: '999', accountNo: '1234567890', accountName: 'ก' }))).toEqual([
      { path: 'bankCode', message: 'store.bankRequired' },
    ]);
    expect(messages(bankAccountInputSchema.safeParse({ bankCode: '014', accountNo: '', accountName: 'ก' }))).toEqual([
      { path: 'accountNo', message: 'store.bankAccountNoRequired' },
    ]);
  });

  it('refuses an account number that is not 10 to 15 digits', () => {
    for (const accountNo of ['123456789', '1234567890123456', '12345abcde', '๑๒๓๔๕๖๗๘๙๐']) {
      expect(messages(bankAccountInputSchema.safeParse({ bankCode: '014', accountNo, accountName: 'ก' }))).toEqual([
        { path: 'accountNo', message: 'store.bankAccountNoInvalid' },
      ]);
    }
  });
});

describe('how the buyer sees the ID and account', () => {
  it('masks all but the last four digits', () => {
    expect(maskPromptPayId('0812345678')).toBe('xxx-xxx-5678');
    expect(maskPromptPayId('1101700230708')).toBe('x-xxxx-xxxx0-70-8');
  });

  it('groups a 10-digit account number as banks print it', () => {
    expect(formatBankAccountNo('1234567890')).toBe('123-4-56789-0');
    expect(formatBankAccountNo('020012345678')).toBe('020012345678');
  });
});
