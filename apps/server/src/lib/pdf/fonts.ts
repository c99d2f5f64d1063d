import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Sarabun from @fontsource, as .woff: pdfkit crashes subsetting .woff2.
 * Fontsource splits the family by script, and its Thai file holds no digits or Latin letters, so
 * text is drawn in runs: Thai characters with the Thai file, everything else with the Latin one.
 */
export const FONT = {
  thai: 'sarabun-thai',
  thaiBold: 'sarabun-thai-bold',
  latin: 'sarabun-latin',
  latinBold: 'sarabun-latin-bold',
} as const;
export type FontName = (typeof FONT)[keyof typeof FONT];

const FILES: Record<FontName, string> = {
  [FONT.thai]: 'sarabun-thai-400-normal.woff',
  [FONT.thaiBold]: 'sarabun-thai-700-normal.woff',
  [FONT.latin]: 'sarabun-latin-400-normal.woff',
  [FONT.latinBold]: 'sarabun-latin-700-normal.woff',
};

/**
 * The TrueType font a WOFF file wraps: its tables inflated once. fontkit reads a WOFF's table by inflating the whole
 * table at every read, and it reads the glyph table twice for each glyph it measures or puts in a document's subset
 * (a label batch draws hundreds); from the unwrapped font it reads the same bytes in place.
 */
function unwrapWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * count + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's version (its flavor)
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let at = 12 + 16 * count;
  tables.forEach((t, i) => {
    const record = 12 + 16 * i;
    t.tag.copy(out, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(at, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, at);
    at += padded(t.data.length);
  });
  return out;
}

let buffers: Record<FontName, Buffer> | undefined;

/** The four fonts, read and unwrapped once per process (they are package assets, not state). */
export function fontBuffers(): Record<FontName, Buffer> {
  buffers ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, unwrapWoff(readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`)))]),
  ) as Record<FontName, Buffer>;
  return buffers;
}

/** Registers the Sarabun runs on a document under the FONT names. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
}

/** A4 in points, portrait. */
export const A4: [number, number] = [595.28, 841.89];

/** The thin grey rule under a table row, from `x` for `width` points at height `y`. */
export function underline(doc: PDFKit.PDFDocument, x: number, y: number, width: number) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.4)
    .strokeColor('#999999')
    .stroke();
}

/**
 * A new PDF of `size` points with the Sarabun runs registered, and its bytes once `doc.end()` is called. Pages are
 * added by the caller (no automatic first page).
 */
export function newPdfDocument(size: [number, number], title: string) {
  const doc = new PDFDocument({ size, margin: 0, autoFirstPage: false, info: { Title: title, Producer: 'Songdee' } });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  return { doc, bytes };
}
