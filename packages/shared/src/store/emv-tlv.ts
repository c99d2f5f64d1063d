/**
 * Reads an EMVCo QR payload (the Thai QR / PromptPay format) on its own terms, without the library that writes it:
 * the tests check the library's payloads, and the QR decoded from a page, against this reading.
 */

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), the checksum EMVCo QR payloads end with. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The top-level data objects of a payload (or of a template's value): two-digit id, two-digit length, value. */
export function emvTags(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`not EMVCo TLV at ${at}`);
    tags.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return tags;
}

/** True when the payload ends with tag 63 of length 04 holding the CRC of everything before the CRC value. */
export function emvCrcIsValid(payload: string): boolean {
  const body = payload.slice(0, -4);
  return body.endsWith('6304') && crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
}
