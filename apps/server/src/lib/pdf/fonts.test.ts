import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { FONT, fontBuffers } from './fonts';

const require = createRequire(import.meta.url);
const woff = (file: string) => readFileSync(require.resolve(`@fontsource/sarabun/files/${file}`));
const WOFF: Record<string, Buffer> = {
  [FONT.thai]: woff('sarabun-thai-400-normal.woff'),
  [FONT.thaiBold]: woff('sarabun-thai-700-normal.woff'),
  [FONT.latin]: woff('sarabun-latin-400-normal.woff'),
  [FONT.latinBold]: woff('sarabun-latin-700-normal.woff'),
};

/** A PDF (uncompressed, fixed date) of Thai and Latin lines in each font registered from `fonts`. */
function pdf(fonts: Record<string, Buffer>): Promise<string> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false, info: { CreationDate: new Date(0) } });
  for (const [name, buffer] of Object.entries(fonts)) doc.registerFont(name, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))));
  doc.addPage({ size: [300, 400], margin: 0 });
  Object.keys(fonts).forEach((name, i) => {
    doc.font(name).fontSize(9 + i);
    doc.text(name.includes('thai') ? 'ผู้รับ: คุณน้ำฝน ปั๊มน้ำมัน ฤๅษี ญี่ปุ่น ๑๒๓' : 'AVAST Wolf Type, ORD-000051 10110', 5, 10 + i * 40);
  });
  doc.end();
  return done;
}

describe('fontBuffers', () => {
  it('gives the fonts the WOFF files wrap: a document draws and embeds them to the same bytes', async () => {
    const unwrapped = fontBuffers();
    for (const name of Object.keys(WOFF))
      expect(unwrapped[name as keyof typeof unwrapped].subarray(0, 4).toString('latin1')).not.toBe('wOFF');
    const expected = await pdf(WOFF);
    // Each font's subset is embedded (a FontFile2 stream per font), so the glyph data is compared too.
    expect(expected.match(/\/FontFile2/g)).toHaveLength(4);
    expect(await pdf(unwrapped)).toBe(expected);
  });
});
