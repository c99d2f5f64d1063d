import { describe, expect, it } from 'vitest';
import { promptPayPayload } from './promptpay';

/**
 * Checks the library's payloads with a reading of our own (not the library's parser): EMVCo TLV, two-digit id,
 * two-digit length, and the CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over everything up to "6304".
 */
function crc16ccittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

function tlv(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    tags.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
}

function crcIsRight(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16ccittFalse(body).toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
}

/** The tags a payer's app reads, order aside (the EMVCo standard fixes only 00 first and 63 last). */
const meaning = (payload: string) => {
  const tags = tlv(payload);
  tags.delete('63');
  return Object.fromEntries([...tags].sort(([a], [b]) => a.localeCompare(b)));
};

describe('CRC-16/CCITT-FALSE of the test', () => {
  it('gives the algorithm’s published check value', () => {
    expect(crc16ccittFalse('123456789')).toBe(0x29b1);
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
      expect(crcIsRight(payload)).toBe(true);
      const ours = promptPayPayload(id, satang);
      expect(crcIsRight(ours)).toBe(true);
      expect(meaning(ours)).toEqual(meaning(payload));
    }
  });

  it('writes a mobile as 0066 and nine digits, a national or tax id as its 13 digits, under the PromptPay AID', () => {
    const mobile = tlv(tlv(promptPayPayload('0891234567', 100)).get('29') ?? '');
    expect(mobile.get('00')).toBe('A000000677010111');
    expect(mobile.get('01')).toBe('0066891234567');
    const taxId = tlv(tlv(promptPayPayload('0105556000017', 100)).get('29') ?? '');
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
      const tags = tlv(payload);
      expect(tags.get('54')).toBe(baht);
      expect(tags.get('53')).toBe('764');
      expect(tags.get('58')).toBe('TH');
      expect(tags.get('01')).toBe('12');
      expect(crcIsRight(payload)).toBe(true);
    }
  });

  it('leaves the amount out (a static QR) for zero, and refuses amounts that are not whole satang', () => {
    const tags = tlv(promptPayPayload('0812345678', 0));
    expect(tags.has('54')).toBe(false);
    expect(tags.get('01')).toBe('11');
    expect(() => promptPayPayload('0812345678', 12.5)).toThrow(RangeError);
    expect(() => promptPayPayload('0812345678', -100)).toThrow(RangeError);
  });
});
