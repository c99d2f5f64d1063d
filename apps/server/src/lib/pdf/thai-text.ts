import { FONT, type FontName } from './fonts';

/** Code points the fontsource Thai subset covers (its unicode-range). */
function isThai(codePoint: number): boolean {
  return (
    (codePoint >= 0x0e01 && codePoint <= 0x0e5b) ||
    codePoint === 0x200c ||
    codePoint === 0x200d ||
    codePoint === 0x25cc ||
    codePoint === 0x02d7 ||
    codePoint === 0x0303 ||
    codePoint === 0x0331
  );
}

export interface Run {
  text: string;
  font: FontName;
}

/** Splits text into runs of one script each, so each run is drawn with the subset that has its glyphs. */
export function scriptRuns(text: string, bold = false): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const font = isThai(char.codePointAt(0) ?? 0) ? (bold ? FONT.thaiBold : FONT.thai) : bold ? FONT.latinBold : FONT.latin;
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Word segments, with opening brackets kept on the next word and closing punctuation on the previous one. */
function breakableTokens(paragraph: string): string[] {
  const tokens: string[] = [];
  let carry = '';
  for (const { segment } of words.segment(paragraph)) {
    if (/^[([{\u201c\u2018"']+$/.test(segment)) carry += segment;
    else if (/^[)\]}\u201d\u2019.,:;!?%]+$/.test(segment) && tokens.length > 0) tokens[tokens.length - 1] += carry + segment;
    else {
      tokens.push(carry + segment);
      carry = '';
    }
  }
  if (carry) tokens.push(carry);
  return tokens;
}

/**
 * Measures text drawn in script runs. Widths are cached per font, size and string: labels repeat the
 * same words ("ผู้รับ", "โทร", province names) thousands of times in a batch.
 */
export class TextMeasure {
  private readonly cache = new Map<string, Map<string, number>>();
  /** Word segmentations: a block's text is wrapped at several sizes while it looks for the one that fits. */
  private readonly tokens = new Map<string, string[]>();
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  runWidth(run: Run, size: number): number {
    // Keyed by font and size, then by the text itself: no long key string built per lookup.
    const at = `${run.font}|${size}`;
    let widths = this.cache.get(at);
    if (!widths) {
      widths = new Map();
      this.cache.set(at, widths);
    }
    let width = widths.get(run.text);
    if (width === undefined) {
      width = this.doc.font(run.font).fontSize(size).widthOfString(run.text);
      widths.set(run.text, width);
    }
    return width;
  }

  width(text: string, size: number, bold = false): number {
    return scriptRuns(text, bold).reduce((sum, run) => sum + this.runWidth(run, size), 0);
  }

  private breakable(paragraph: string): string[] {
    let tokens = this.tokens.get(paragraph);
    if (!tokens) {
      tokens = breakableTokens(paragraph);
      this.tokens.set(paragraph, tokens);
    }
    return tokens;
  }

  /**
   * Wraps text to a width. pdfkit breaks only at spaces and Sarabun draws zero-width spaces as boxes,
   * so Thai is split into words with Intl.Segmenter; a word wider than the line is split between
   * grapheme clusters, which keeps tone marks and vowels on their consonant.
   */
  wrap(text: string, maxWidth: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const segment of this.breakable(paragraph)) {
        const candidate = line + segment;
        if (this.width(candidate, size, bold) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = segment.trimStart();
        while (this.width(line, size, bold) > maxWidth) {
          let head = '';
          for (const { segment: g } of graphemes.segment(line)) {
            if (head && this.width(head + g, size, bold) > maxWidth) break;
            head += g;
          }
          lines.push(head);
          line = line.slice(head.length);
        }
      }
      if (line.trim() || lines.length === 0) lines.push(line.trimEnd());
    }
    return lines;
  }

  /** Cuts a line to fit the width with an ellipsis (the last line of a block that overflows). */
  ellipsize(text: string, maxWidth: number, size: number, bold = false): string {
    if (this.width(text, size, bold) <= maxWidth) return text;
    let out = '';
    for (const { segment } of graphemes.segment(text)) {
      if (this.width(`${out + segment}…`, size, bold) > maxWidth) break;
      out += segment;
    }
    return `${out.trimEnd()}…`;
  }
}

/** A glyph's placement from pdfkit's font encoder, in thousandths of the font size. */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/**
 * The parts of pdfkit (0.20) the line writer below uses that its types do not declare: the current embedded font
 * (its resource name, ascender and glyph encoder) and the page's font resources. `thai-text.test.ts` holds the
 * writer to pdfkit's own `text()` byte for byte, so an upgrade that changes them fails there.
 */
interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(text: string): [string[], GlyphPosition[]];
  };
  page: { height: number; fonts: Record<string, unknown> };
}

/** pdfkit's number format in content streams (PDFObject.number). */
const pdfNumber = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The content-stream operators pdfkit's `text(run, x, y, { lineBreak: false })` writes for one run (its `_fragment`
 * with left alignment, top baseline and no spacing options), appended to `out`. Thai marks placed by the font's GPOS
 * carry offsets, which pdfkit writes as a text-matrix move around each such glyph; so does this.
 */
function runOperators(doc: PdfkitInternals, text: string, x: number, yTop: number, size: number, out: string[]): void {
  const font = doc._font;
  const height = doc.page.height;
  const y = height - yTop - (font.ascender / 1000) * size;
  doc.page.fonts[font.id] ??= font.ref();
  out.push(
    'q',
    `1 0 0 -1 0 ${pdfNumber(height)} cm`,
    'BT',
    `1 0 0 1 ${pdfNumber(x)} ${pdfNumber(y)} Tm`,
    `/${font.id} ${pdfNumber(size)} Tf`,
  );
  const [encoded, positions] = font.encode(text);
  const scale = size / 1000;
  const commands: string[] = [];
  let last = 0;
  const addSegment = (cur: number) => {
    if (last < cur) {
      const pos = positions[cur - 1] as GlyphPosition;
      commands.push(`<${encoded.slice(last, cur).join('')}> ${pdfNumber(-(pos.xAdvance - pos.advanceWidth))}`);
    }
    last = cur;
  };
  const flush = (cur: number) => {
    addSegment(cur);
    if (commands.length > 0) {
      out.push(`[${commands.join(' ')}] TJ`);
      commands.length = 0;
    }
  };
  let cx = x;
  let hadOffset = false;
  positions.forEach((pos, i) => {
    if (pos.xOffset || pos.yOffset) {
      flush(i);
      out.push(`1 0 0 1 ${pdfNumber(cx + pos.xOffset * scale)} ${pdfNumber(y + pos.yOffset * scale)} Tm`);
      flush(i + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        out.push(`1 0 0 1 ${pdfNumber(cx)} ${pdfNumber(y)} Tm`);
        hadOffset = false;
      }
      if (pos.xAdvance - pos.advanceWidth !== 0) addSegment(i + 1);
    }
    cx += pos.xAdvance * scale;
  });
  flush(positions.length);
  out.push('ET', 'Q');
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
  const out: string[] = [];
  let cx = x;
  for (const run of scriptRuns(text, bold)) {
    doc.font(run.font).fontSize(size);
    runOperators(doc as unknown as PdfkitInternals, run.text, cx, y, size, out);
    cx += measure.runWidth(run, size);
  }
  if (out.length > 0) doc.addContent(out.join('\n'));
}
