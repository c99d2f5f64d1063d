import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, emvCrcIsValid, emvTags } from './emv-tlv';
import { promptPayPayload } from './promptpay';

// The library's payloads are checked with our own reading of them (emv-tlv.ts), not the library's parser.

/** The tags a payer's app reads, order aside (the EMVCo standard fixes only 00 first and 63 last). */
const meaning = (payload: string) => {
  const tags = emvTags(payload);
  tags.delete('63');
  return Object.fromEntries([...tags].sort(([a], [b]) => a.localeCompare(b)));
};

describe('CRC-16/CCITT-FALSE of the reading', () => {
  it('gives the algorithm’s published check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('reads tags and refuses what is not TLV', () => {
    expect([...emvTags('000201010212')]).toEqual([
      ['00', '01'],
      ['01', '12'],
    ]);
    expect(() => emvTags('0002011')).toThrow();
    expect(emvCrcIsValid('00020101021163041234')).toBe(false);
  });
});

describe('promptPayPayload', () => {
  it('matches published PromptPay payloads byte for byte', () => {
    // promptparse's own published examples (a mobile, without and with an amount; and one its strict parser reads).
    expect(promptPayPayload('0812223333', 0)).toBe('00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF');
    expect(promptPayPayload('0812223333', 3000)).toBe(
      '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
    );
    expect(promptPayPayload('0801111111', 2015)).toBe(
      '00020101021229370016A0000006770101110113006680111111153037645802TH540520.15630442BE',
    );
  });

  it('carries the same tags as promptpay-qr’s published payloads (another library, another tag order)', () => {
    const published: Array<[string, number, string]> = [
      ['0801234567', 0, '00020101021129370016A000000677010111011300668012345675802TH530376463046197'],
      ['0000000000', 422, '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469'],
      ['1111111111111', 0, '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A'],
      ['0123456789012', 0, '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD'],
    ];
    for (const [id, satang, payload] of published) {
      expect(emvCrcIsValid(payload)).toBe(true);
      const ours = promptPayPayload(id, satang);
      expect(emvCrcIsValid(ours)).toBe(true);
      expect(meaning(ours)).toEqual(meaning(payload));
    }
  });

  it('writes a mobile as 0066 and nine digits, a national or tax id as its 13 digits, under the PromptPay AID', () => {
    const mobile = emvTags(emvTags(promptPayPayload('0891234567', 100)).get('29') ?? '');
    expect(mobile.get('00')).toBe('A000000677010111');
    expect(mobile.get('01')).toBe('0066891234567');
    const taxId = emvTags(emvTags(promptPayPayload('0105556000017', 100)).get('29') ?? '');
    expect(taxId.get('02')).toBe('0105556000017');
    expect(taxId.has('01')).toBe(false);
  });

  it('puts the exact order total in baht with two decimals, in THB, as a dynamic QR', () => {
    for (const [satang, baht] of [
      [12_345, '123.45'],
      [100, '1.00'],
      [10, '0.10'],
      [1_999_999, '19999.99'],
      [4_321_057, '43210.57'],
      [100_000_000_00, '100000000.00'],
    ] as const) {
      const payload = promptPayPayload('0812345678', satang);
      const tags = emvTags(payload);
      expect(tags.get('54')).toBe(baht);
      expect(tags.get('53')).toBe('764');
      expect(tags.get('58')).toBe('TH');
      expect(tags.get('01')).toBe('12');
      expect(emvCrcIsValid(payload)).toBe(true);
    }
  });

  it('leaves the amount out (a static QR) for zero, and refuses amounts that are not whole satang', () => {
    const tags = emvTags(promptPayPayload('0812345678', 0));
    expect(tags.has('54')).toBe(false);
    expect(tags.get('01')).toBe('11');
    expect(() => promptPayPayload('0812345678', 12.5)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', -100)).toThrow(RangeError);
  });
});
