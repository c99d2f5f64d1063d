/** A 1-bit picture: `width` x `height` dots, row by row, 1 for a printed dot. */
export interface Bitmap {
  width: number;
  height: number;
  dots: Uint8Array;
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).toUpperCase().padStart(2, '0'));

/**
 * A repeat count in ZPL II's alternative data compression scheme (the ~DG and ^GF ASCII hex data): G to Y are 1 to
 * 19, g to z are 20 to 400 in steps of 20, added together before the character they repeat.
 */
function repeatCount(n: number): string {
  const high = Math.floor(n / 20);
  const low = n % 20;
  return (high ? String.fromCharCode(0x66 + high) : '') + (low ? String.fromCharCode(0x46 + low) : '');
}

/** One row of hex digits compressed: runs as counts, trailing zeros as `,` (the rest of the row is white). */
function compressRow(hex: string): string {
  let end = hex.length;
  while (end > 0 && hex.charCodeAt(end - 1) === 0x30) end--;
  const trimmed = hex.slice(0, end);
  let out = '';
  let i = 0;
  while (i < trimmed.length) {
    const c = trimmed[i] as string;
    let n = 1;
    while (i + n < trimmed.length && trimmed[i + n] === c) n++;
    i += n;
    // Counts beyond 419 are written as several runs (each count letter group adds up to at most 400 + 19).
    for (let left = n; left > 0; left -= Math.min(left, 419)) {
      const run = Math.min(left, 419);
      out += run > 2 ? `${repeatCount(run)}${c}` : c.repeat(run);
    }
  }
  return trimmed.length < hex.length ? `${out},` : out;
}

/**
 * `^GFA` (graphic field, ASCII hex) of a bitmap, per the ZPL II Programming Guide: total bytes, bytes of the field,
 * bytes per row, then the rows; a row the same as the one before is `:` (alternative data compression scheme).
 * A set bit is a printed (black) dot, and a row is padded with white to a whole byte.
 */
export function graphicField(bitmap: Bitmap): string {
  const { width, height, dots } = bitmap;
  const bytesPerRow = Math.ceil(width / 8);
  const total = bytesPerRow * height;
  let data = '';
  let previous = '';
  for (let y = 0; y < height; y++) {
    let hex = '';
    const row = y * width;
    for (let b = 0; b < bytesPerRow; b++) {
      let byte = 0;
      const end = Math.min(8, width - b * 8);
      for (let bit = 0; bit < end; bit++) if (dots[row + b * 8 + bit]) byte |= 0x80 >> bit;
      hex += HEX[byte];
    }
    data += y > 0 && hex === previous ? ':' : compressRow(hex);
    previous = hex;
  }
  return `^GFA,${total},${total},${bytesPerRow},${data}`;
}
