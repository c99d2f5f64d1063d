/**
 * Product barcodes: the GTIN family printed under the bars of retail goods, EAN-8, UPC-A (12 digits), EAN-13 and
 * GTIN-14. Their last digit is a check digit (GS1's mod-10: from the right, the digits before it weigh 3, 1, 3, ...),
 * so a mistyped or misread code is caught before it is saved or counted.
 */
const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit GS1 gives the digits before it. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  // The digit next to the check digit weighs 3, the one before it 1, and so on to the left.
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * ((body.length - i) % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a GTIN of a known length whose check digit is right. */
export function isGtin(code: string): boolean {
  if (!/^\d+$/.test(code) || !(GTIN_LENGTHS as readonly number[]).includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * A code as a scanner or a hand types it, compared as GTINs are: spaces and dashes dropped, and a UPC-A, EAN-13 or
 * GTIN-14 of the same item read as one code (GS1 pads the shorter forms with leading zeros to 14 digits).
 */
export function sameGtin(a: string, b: string): boolean {
  const key = (code: string) => code.replace(/[\s-]/g, '').padStart(14, '0');
  return key(a) === key(b);
}
