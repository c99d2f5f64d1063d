import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * Sarabun from @fontsource, as .woff: pdfkit crashes subsetting .woff2 (DESIGN.md section 7).
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

let buffers: Record<FontName, Buffer> | undefined;

/** The four font files, read once per process (they are package assets, not state). */
export function fontBuffers(): Record<FontName, Buffer> {
  buffers ??= Object.fromEntries(
    Object.entries(FILES).map(([name, file]) => [name, readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`))]),
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
