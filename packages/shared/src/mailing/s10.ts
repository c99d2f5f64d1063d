/**
 * UPU S10 item identifiers, the parcel barcodes Thailand Post issues: two service-indicator letters,
 * an eight-digit serial, a check digit and the country code, e.g. EF582568151TH.
 */

/** Weights applied to the eight serial digits, left to right (UPU S10 standard). */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

export const S10_PATTERN = /^[A-Z]{2}\d{8}\d[A-Z]{2}$/;
const S10_COUNTRY = 'TH';
const S10_SERIAL_MAX = 99_999_999;

/** Check digit of an eight-digit serial: 11 - (weighted sum mod 11), where 10 becomes 0 and 11 becomes 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new RangeError(`S10 serial must be 8 digits: ${serial}`);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/** The full identifier for a two-letter prefix and a numeric serial. */
export function formatS10(prefix: string, serial: number, country = S10_COUNTRY): string {
  if (!/^[A-Z]{2}$/.test(prefix)) throw new RangeError(`S10 prefix must be two capital letters: ${prefix}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > S10_SERIAL_MAX) throw new RangeError(`S10 serial out of range: ${serial}`);
  const digits = String(serial).padStart(8, '0');
  return `${prefix}${digits}${s10CheckDigit(digits)}${country}`;
}

/** True when the text is a well-formed S10 identifier whose check digit is right. */
export function isValidS10(code: string): boolean {
  if (!S10_PATTERN.test(code)) return false;
  return s10CheckDigit(code.slice(2, 10)) === Number(code[10]);
}

/**
 * A barcode as a person types or a scanner reads it (lower case, spaces or dashes between the groups, as some labels
 * print it) read as an S10 identifier; null when it is none or its check digit is wrong.
 */
export function readS10(text: string): string | null {
  const code = text.replace(/[\s-]+/g, '').toUpperCase();
  return isValidS10(code) ? code : null;
}
