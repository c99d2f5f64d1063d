/**
 * A minimal BMP reader: sharp's prebuilt libvips has no BMP loader, yet the spec accepts .bmp images.
 * Handles the formats Windows Paint and most tools write: uncompressed 24- and 32-bit, and 8-bit
 * with a palette (BI_RGB, or BI_BITFIELDS with the standard masks for 32-bit). Anything else is refused.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

const MAX_SIDE = 10_000;

export function decodeBmp(file: Buffer): RawImage | undefined {
  if (file.length < 54 || file.toString('latin1', 0, 2) !== 'BM') return undefined;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40) return undefined;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitCount = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width > MAX_SIDE || height > MAX_SIDE) return undefined;
  if (!(compression === 0 || (compression === 3 && bitCount === 32))) return undefined;
  if (![8, 24, 32].includes(bitCount)) return undefined;
  const rowSize = Math.ceil((bitCount * width) / 32) * 4;
  if (dataOffset + rowSize * height > file.length) return undefined;
  let palette: Buffer | undefined;
  if (bitCount === 8) {
    const colours = file.readUInt32LE(46) || 256;
    palette = file.subarray(14 + headerSize, 14 + headerSize + colours * 4);
  }
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      let b: number;
      let g: number;
      let r: number;
      if (bitCount === 8) {
        const index = file[row + x] ?? 0;
        b = palette?.[index * 4] ?? 0;
        g = palette?.[index * 4 + 1] ?? 0;
        r = palette?.[index * 4 + 2] ?? 0;
      } else {
        const p = row + x * (bitCount / 8);
        b = file[p] ?? 0;
        g = file[p + 1] ?? 0;
        r = file[p + 2] ?? 0;
      }
      out[o] = r;
      out[o + 1] = g;
      out[o + 2] = b;
      // 32-bit BMP alpha is unreliable (often zero); treat every pixel as opaque.
      out[o + 3] = 255;
    }
  }
  return { data: out, width, height, channels: 4 };
}
