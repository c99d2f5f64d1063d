import { type DrawnRun, type GlyphPosition, type PdfkitInternals, TextMeasure } from './text-measure';
import { scriptRuns } from './thai-words';

/** pdfkit's number format in content streams (PDFObject.number). */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

/** One TJ element as pdfkit writes it: glyphs `from` to `to` (exclusive) and the kerning after the last of them. */
function tjElement(run: DrawnRun, from: number, to: number): string {
  let hex = '';
  for (let i = from; i < to; i++) hex += run.ids[i];
  const pos = run.positions[to - 1] as GlyphPosition;
  return `<${hex}> ${pdfNumber(-(pos.xAdvance - pos.advanceWidth))}`;
}

/**
 * The content-stream operators pdfkit's `text(run, x, y, { lineBreak: false })` writes for one run (its `_fragment`
 * with left alignment, top baseline and no spacing options), one per line. Thai marks placed by the font's GPOS
 * carry offsets, which pdfkit writes as a text-matrix move around each such glyph; so does this. Written without
 * closures or arrays: it runs for every run of every line.
 */
function runOperators(doc: PdfkitInternals, run: DrawnRun, x: number, yTop: number, size: number): string {
  const font = doc._font;
  const height = doc.page.height;
  const y = height - yTop - (font.ascender / 1000) * size;
  doc.page.fonts[font.id] ??= font.ref();
  let out = `q\n1 0 0 -1 0 ${pdfNumber(height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm\n/${font.id} ${pdfNumber(size)} Tf\n`;
  const positions = run.positions;
  const scale = size / 1000;
  // The TJ array being built (its elements space-separated), and the first glyph not in it yet.
  let tj = '';
  let last = 0;
  let cx = x;
  let hadOffset = false;
  for (let i = 0; i < positions.length; i++) {
    const pos = positions[i] as GlyphPosition;
    if (pos.xOffset || pos.yOffset) {
      // The glyphs before it in one TJ, the move, then the glyph alone in another.
      if (last < i) tj = tj ? `${tj} ${tjElement(run, last, i)}` : tjElement(run, last, i);
      if (tj) out += `[${tj}] TJ\n`;
      out += `1 0 0 1 ${pdfNumber(cx + pos.xOffset * scale)} ${pdfNumber(y + pos.yOffset * scale)} Tm\n[${tjElement(run, i, i + 1)}] TJ\n`;
      tj = '';
      last = i + 1;
      hadOffset = true;
    } else {
      if (hadOffset) {
        out += `1 0 0 1 ${pdfNumber(cx)} ${pdfNumber(y)} Tm\n`;
        hadOffset = false;
      }
      if (pos.xAdvance - pos.advanceWidth !== 0) {
        tj = tj ? `${tj} ${tjElement(run, last, i + 1)}` : tjElement(run, last, i + 1);
        last = i + 1;
      }
    }
    cx += pos.xAdvance * scale;
  }
  if (last < positions.length) tj = tj ? `${tj} ${tjElement(run, last, positions.length)}` : tjElement(run, last, positions.length);
  if (tj) out += `[${tj}] TJ\n`;
  return `${out}ET\nQ\n`;
}

/**
 * Draws one line of mixed-script text with its top-left corner at (x, y). The bytes are those of one pdfkit `text()`
 * call per run, written in one go: `text()` lays each run out three times and writes each operator as its own buffer,
 * which made drawing half of a label's cost (a line of Thai words and spaces is dozens of runs).
 */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  measure: TextMeasure,
  text: string,
  x: number,
  y: number,
  size: number,
  bold = false,
): void {
  let out = '';
  let cx = x;
  for (const run of scriptRuns(text, bold)) {
    doc.font(run.font).fontSize(size);
    const drawn = measure.glyphs(run);
    out += runOperators(doc as unknown as PdfkitInternals, drawn, cx, y, size);
    // The run's width as runWidth gives it: the same advance, scaled the same way.
    cx += TextMeasure.scaled(drawn.advance, size);
  }
  // pdfkit turns a string into bytes one character at a time and appends a newline; Buffer does it natively.
  if (out) doc.addContent(Buffer.from(out, 'latin1'));
}
