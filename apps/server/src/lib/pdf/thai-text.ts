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

/** Draws one line of mixed-script text with its top-left corner at (x, y). */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  measure: TextMeasure,
  text: string,
  x: number,
  y: number,
  size: number,
  bold = false,
): void {
  let cx = x;
  for (const run of scriptRuns(text, bold)) {
    doc.font(run.font).fontSize(size).text(run.text, cx, y, { lineBreak: false });
    cx += measure.runWidth(run, size);
  }
}
