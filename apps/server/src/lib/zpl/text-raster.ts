import sharp from 'sharp';
import type { Box } from '../pdf/label-layout';
import { LINE } from '../pdf/label-layout';
import type { PdfkitInternals, TextMeasure } from '../pdf/text-measure';
import { scriptRuns } from '../pdf/thai-words';
import type { Bitmap } from './graphic-field';

/** The parts of a fontkit font drawing needs: its glyph outlines as laid out (the same layout pdfkit encodes). */
interface OutlineFont {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: Array<{ path: { toSVG(): string } }>;
    positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
  };
}

/** A text part to rasterise: its lines drawn from the box's top left, as the PDF draws them. */
export interface TextLines {
  box: Box;
  size: number;
  bold: boolean;
  lines: string[];
  align: 'left' | 'right' | 'center';
}

const num = (n: number) => Math.round(n * 1000) / 1000;

/**
 * SVG paths of one line of mixed-script text with its top left at (x, y), in points: each script run in its Sarabun
 * font, each glyph's outline placed where pdfkit places it in the PDF (fontkit's layout of the run, GPOS offsets of
 * the Thai marks included, the baseline at the font's ascender below the top).
 */
function linePaths(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, bold: boolean): string {
  let out = '';
  let cx = x;
  for (const run of scriptRuns(text, bold)) {
    const pdfFont = (doc.font(run.font) as unknown as PdfkitInternals)._font;
    const font = pdfFont.font as unknown as OutlineFont;
    const scale = size / font.unitsPerEm;
    const baseline = y + (pdfFont.ascender / 1000) * size;
    const { glyphs, positions } = font.layout(run.text);
    glyphs.forEach((glyph, i) => {
      const pos = positions[i];
      if (!pos) return;
      const d = glyph.path.toSVG();
      if (d) {
        const gx = num(cx + pos.xOffset * scale);
        const gy = num(baseline - pos.yOffset * scale);
        out += `<path transform="translate(${gx} ${gy}) scale(${num(scale)} ${-num(scale)})" d="${d}"/>`;
      }
      cx += pos.xAdvance * scale;
    });
  }
  return out;
}

/**
 * The text parts of a page drawn black on white at `dotsPerPoint` and thresholded to printed dots: the same font files,
 * line breaks and glyph positions as the PDF (a Zebra printer has no Thai font, so Thai goes to it as a picture).
 * One picture per page; callers cut each part's field out of it.
 */
export async function rasteriseText(
  doc: PDFKit.PDFDocument,
  measure: TextMeasure,
  parts: readonly TextLines[],
  page: { width: number; height: number },
  dotsPerPoint: number,
): Promise<Bitmap> {
  let paths = '';
  for (const part of parts)
    part.lines.forEach((line, i) => {
      const width = part.align === 'left' ? 0 : measure.width(line, part.size, part.bold);
      const { box } = part;
      const x = part.align === 'right' ? box.x + box.w - width : part.align === 'center' ? box.x + (box.w - width) / 2 : box.x;
      paths += linePaths(doc, line, x, box.y + i * part.size * LINE, part.size, part.bold);
    });
  const width = Math.round(page.width * dotsPerPoint);
  const height = Math.round(page.height * dotsPerPoint);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${num(page.width)} ${num(page.height)}"><rect width="100%" height="100%" fill="#fff"/><g fill="#000">${paths}</g></svg>`;
  // Half grey and darker prints (libvips' threshold gives 0 below 128, else 255, in one band): the anti-aliased edge is
  // split evenly between dot and paper.
  const { data, info } = await sharp(Buffer.from(svg)).threshold(128).raw().toBuffer({ resolveWithObject: true });
  const dots = new Uint8Array(width * height);
  for (let i = 0; i < dots.length; i++) dots[i] = data[i * info.channels] === 0 ? 1 : 0;
  return { width, height, dots };
}
