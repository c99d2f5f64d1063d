import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { drawRuns } from './draw-runs';
import { FONT, registerFonts } from './fonts';
import { glyphAdvanceBound } from './glyph-bound';
import { TextMeasure } from './text-measure';
import { Memo, scriptRuns, wordSegments } from './thai-words';

type Draw = (doc: PDFKit.PDFDocument, m: TextMeasure, text: string, x: number, y: number, size: number, bold: boolean) => void;

/** What drawRuns wrote before it wrote the operators itself: one pdfkit text() call per script run. */
const oneTextCallPerRun: Draw = (doc, m, text, x, y, size, bold) => {
  let cx = x;
  for (const run of scriptRuns(text, bold)) {
    doc.font(run.font).fontSize(size).text(run.text, cx, y, { lineBreak: false });
    cx += m.runWidth(run, size);
  }
};

// Thai marks positioned by the font (offsets), Latin pairs the font kerns, digits and brackets, bold and regular.
const LINES = [
  'ผู้รับ: คุณน้ำฝน ผู้ใหญ่ลี้ (ปั๊มน้ำมัน) โทร 089-876-5432',
  'AVAST Wolf Type, Tokyo 10110',
  '99/9 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร…',
  'ฤๅษี ฦๅ ญี่ปุ่น กุ้ง ที่นั่น ๑๒๓',
];

/** The whole PDF (uncompressed, fixed date) of the lines drawn on two pages of a label size, at odd sizes and places. */
function pdf(draw: Draw): Promise<string> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false, info: { CreationDate: new Date(0) } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<string>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks).toString('latin1'))));
  const m = new TextMeasure(doc);
  for (const size of [266.46, 419.53]) {
    doc.addPage({ size: [size, 600.2], margin: 0 });
    LINES.forEach((line, i) => {
      draw(doc, m, line, 7.087 + i, 10.33 + i * 17.1, 7.5 + i * 1.25, i % 2 === 0);
      draw(doc, m, line, 3.5, 300.7 + i * 12.4, 5.5, i % 2 === 1);
    });
  }
  doc.end();
  return done;
}

describe('drawRuns', () => {
  it('writes the same PDF as one pdfkit text() call per script run', async () => {
    const expected = await pdf(oneTextCallPerRun);
    // The lines exercise what the writer copies: marks moved by the font and kerned pairs.
    expect(expected).toMatch(/\] TJ\n1 0 0 1 [\d.]+ [\d.]+ Tm\n\[/);
    expect(expected).toMatch(/> -?(?!0\])\d[\d.]*[ \]]/);
    expect(await pdf((doc, m, text, x, y, size, bold) => drawRuns(doc, m, text, x, y, size, bold))).toBe(expected);
  });
});

/** What TextMeasure.width was before it kept pieces: pdfkit's widthOfString of each script run, summed. */
function pdfkitWidth(doc: PDFKit.PDFDocument, text: string, size: number, bold: boolean): number {
  return scriptRuns(text, bold).reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
}

describe('TextMeasure', () => {
  // No brackets or punctuation, so the wrapping's words are the segmenter's words.
  const PARAGRAPHS = [
    '99 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    'AVA Tower Wolf  Type 12 Tokyo',
    'คุณน้ำฝน ผู้รับที่ 1234 หมู่บ้านน้ำทิพย์ ชั้น 3 ซอยผู้ใหญ่ลี้',
  ];
  const SIZES = [4, 5.5, 7.25, 9.35, 11, 13.3];
  const doc = new PDFDocument({ autoFirstPage: false });
  registerFonts(doc);
  const words = new Intl.Segmenter('th', { granularity: 'word' });
  const prefixes = (paragraph: string) => {
    const segments = [...words.segment(paragraph)].map((s) => s.segment);
    return segments.map((_, k) => segments.slice(0, k + 1).join(''));
  };

  it('measures every prefix of a line to the bit as pdfkit does', () => {
    const m = new TextMeasure(doc);
    for (const paragraph of PARAGRAPHS)
      for (const prefix of prefixes(paragraph))
        for (const size of SIZES)
          for (const bold of [false, true]) expect(m.width(prefix, size, bold)).toBe(pdfkitWidth(doc, prefix, size, bold));
  });

  it('breaks a line exactly where the pdfkit widths put the edge', () => {
    const m = new TextMeasure(doc);
    for (const paragraph of PARAGRAPHS) {
      const ps = prefixes(paragraph);
      for (const size of SIZES)
        for (const bold of [false, true])
          ps.forEach((prefix, k) => {
            if (k === 0 || k === ps.length - 1) return;
            const edge = pdfkitWidth(doc, prefix, size, bold);
            // A line exactly as wide as the box fits; one a hair wider does not.
            expect(m.wrap(paragraph, edge, size, bold)[0]).toBe(prefix.trimEnd());
            expect(m.wrap(paragraph, edge * (1 - 2 ** -52), size, bold)[0]).toBe((ps[k - 1] as string).trimEnd());
          });
    }
  });
});

describe('glyphAdvanceBound', () => {
  it('is never below what a string of that many characters measures, kerned pairs included', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    registerFonts(doc);
    type Embedded = { font: Parameters<typeof glyphAdvanceBound>[0]; widthOfString(text: string, size: number): number };
    const embedded = (name: string) => (doc.font(name) as unknown as { _font: Embedded })._font;
    const font = (name: string) => embedded(name).font;
    // The Thai fonts decompose a character into two glyphs (sara am): no bound, every width measured.
    expect(glyphAdvanceBound(font(FONT.thai))).toBeNull();
    expect(glyphAdvanceBound(font(FONT.thaiBold))).toBeNull();
    const chars = [...Array.from({ length: 0x17f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)), '—', '…', '€', '‰', '™'];
    const kerned = [...'AVWYTLPFKXfjrvwy7140.,-/ '];
    for (const name of [FONT.latin, FONT.latinBold]) {
      const bound = glyphAdvanceBound(font(name)) as number;
      // The widest single characters come close to the bound (it is not loose), and none passes it.
      // Advances in thousandths, as TextMeasure measures them (Sarabun has 1,000 units per em).
      const advance = (text: string) => embedded(name).widthOfString(text, 1000);
      const widest = Math.max(...chars.map(advance));
      expect(widest).toBeGreaterThan(bound * 0.85);
      for (const c of chars) expect(advance(c)).toBeLessThanOrEqual(bound);
      for (const a of kerned)
        for (const b of kerned)
          for (const c of ['', ...kerned.slice(0, 8)]) expect(advance(a + b + c)).toBeLessThanOrEqual((a + b + c).length * bound);
    }
  });
});

describe('scriptRuns', () => {
  it('splits text where the script changes, a character outside the BMP staying whole in its run', () => {
    expect(scriptRuns('ผู้รับ: คุณ A😀B ๑๒ 10110', true)).toEqual([
      { text: 'ผู้รับ', font: 'sarabun-thai-bold' },
      { text: ': ', font: 'sarabun-latin-bold' },
      { text: 'คุณ', font: 'sarabun-thai-bold' },
      { text: ' A😀B ', font: 'sarabun-latin-bold' },
      { text: '๑๒', font: 'sarabun-thai-bold' },
      { text: ' 10110', font: 'sarabun-latin-bold' },
    ]);
    expect(scriptRuns('😀ก\u200dx')).toEqual([
      { text: '😀', font: 'sarabun-latin' },
      { text: 'ก\u200d', font: 'sarabun-thai' },
      { text: 'x', font: 'sarabun-latin' },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('wordSegments', () => {
  it('gives the segmenter words of the whole paragraph, reusing the words between spaces', () => {
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const known = new Memo<string[]>(100);
    const paragraphs = [
      '99/9 หมู่ 5 ซอยน้ำใจ ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
      '12/45 หมู่บ้านน้ำทิพย์  ชั้น 3 ซอยผู้ใหญ่ลี้ ใกล้ร้านกาแฟ "บ้านสวน" (ตรงข้ามวัด) ',
      " นาย O'Neil, U.S.A. co-op 1,250.50 บาท ม.5 ต.ในเมือง อ.เมือง จ.ขอนแก่น ฯลฯ 😀 👍🏽",
      'EA123456789TH 10110 abc 0812345678 x9 Z',
      // A mark, a joiner or a skin tone after a space attaches to the space: the whole paragraph is segmented.
      'บ้าน ั เลขที่ 7',
      'ทดสอบ \u200dหนึ่ง',
      'ok \u{1F3FD} ดี',
    ];
    for (const paragraph of [...paragraphs, ...paragraphs])
      expect(wordSegments(paragraph, known)).toEqual(Array.from(segmenter.segment(paragraph), (s) => s.segment));
    expect(known.get('หมู่บ้านน้ำทิพย์', () => [])).toEqual(['หมู่บ้าน', 'น้ำ', 'ทิพย์']);
  });

  it('splits Latin letters and digits joined by hyphens, slashes and commas as the segmenter does', () => {
    // Every string of up to 8 of these characters that the shortcuts take (and the others, which go to the segmenter).
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const alphabet = ['a', 'Z', '0', '7', '-', '/', ',', '.'];
    let seed = 18;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed >>> 16; // the high bits: the low ones of this generator repeat with a short period
    };
    for (let n = 0; n < 4000; n++) {
      let part = '';
      for (let i = 0, length = 1 + (next() % 8); i < length; i++) part += alphabet[next() % alphabet.length];
      for (const paragraph of [part, `บ้าน ${part} 12/45`, `ORD-${part}`])
        expect(wordSegments(paragraph, new Memo<string[]>(8))).toEqual(Array.from(segmenter.segment(paragraph), (s) => s.segment));
    }
  });
});
