import type { FontName } from './fonts';
import { FONT } from './fonts';
import { type FontkitFont, glyphAdvanceBound } from './glyph-bound';
import { breakableTokens, graphemes, Memo, type Run, scriptRuns, wordSegments } from './thai-words';

/** A memo per font. */
const perFont = <V>(limit: number) =>
  Object.fromEntries(Object.values(FONT).map((font) => [font, new Memo<V>(limit)])) as Record<FontName, Memo<V>>;

/** A glyph's placement from pdfkit's font encoder, in thousandths of the font size. */
export interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** A run's glyphs as pdfkit's encoder gives them: each glyph's id in the subset (4 hex digits) and its placement. */
type EncodedRun = [string[], GlyphPosition[]];

/** A run ready to draw: its glyphs, and its advance in thousandths (the sum runWidth scales). */
export interface DrawnRun {
  ids: string[];
  positions: GlyphPosition[];
  advance: number;
}

/**
 * The parts of pdfkit (0.20) the measuring below and the line writer (draw-runs.ts) use that its types do not declare: the current
 * embedded font (its resource name, ascender, glyph encoder and width of a string in thousandths at a size) and the
 * page's font resources. `thai-text.test.ts` holds both to pdfkit's own `widthOfString()` and `text()` to the bit and
 * byte, so an upgrade that changes them fails there.
 */
export interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(text: string): EncodedRun;
    widthOfString(text: string, size: number): number;
    /** pdfkit's factor from font units to thousandths, and the fontkit font (read by glyphAdvanceBound). */
    scale: number;
    font: FontkitFont;
  };
  page: { height: number; fonts: Record<string, unknown> };
}

/**
 * A line being measured word by word: the runs before the last one summed, and the last run's font, the sum of its
 * pieces that end in a space and the text after its last space (see TextMeasure.width for why in pieces). Extended in
 * place: wrapping tries every word of every block, and an object per word tried was young garbage.
 */
class LineWidth {
  done = 0;
  font: FontName | null = null;
  pieces = 0;
  rest = '';

  /** This line made empty. */
  clear(): this {
    this.done = 0;
    this.font = null;
    this.pieces = 0;
    this.rest = '';
    return this;
  }

  /** This line made the same as `other`. */
  copy(other: LineWidth): this {
    this.done = other.done;
    this.font = other.font;
    this.pieces = other.pieces;
    this.rest = other.rest;
    return this;
  }
}

/**
 * Per font, the most one character's glyph can advance in thousandths (see glyphAdvanceBound), or null; worked out once
 * per process (reading the kerning tables takes tens of milliseconds), as the fonts are read once (fonts.ts).
 */
const advanceBounds = new Map<FontName, number | null>();

/** A character outside the Latin blocks (or a control character): text without one is laid out by fontkit's default
 * shaper, at most one glyph per character. */
const NOT_LATIN = /[^ -\u024f]/;

/**
 * Measures text drawn in script runs, bit for bit as pdfkit measures it. pdfkit lays a string out in pieces that end
 * at each space (each piece's layout is cached by text, whatever the size), adds the pieces' advances in order and
 * scales the sum to the size; this does the same with each piece's advance kept per font. So a line wrapped word by
 * word costs the new word's pieces, not the whole line again (a line re-measured per word made wrapping quadratic),
 * and a block tried at several sizes lays each piece out once.
 */
export class TextMeasure {
  /** Advance of each piece (text up to and including a space, or the text after the last one) in thousandths, per font. */
  private readonly advances = perFont<number>(4096);
  /** Script runs of the words wrapped, regular and bold. */
  private readonly runs = [new Memo<Run[]>(4096), new Memo<Run[]>(4096)] as const;
  /** Word segmentations: a block's text is wrapped at several sizes while it looks for the one that fits. */
  private readonly tokens = new Memo<string[]>(64);
  /** The segmenter's words of the text between spaces. */
  private readonly words = new Memo<string[]>(2048);
  /** Runs encoded for drawing, per font. */
  private readonly encoded = perFont<DrawnRun>(2048);
  /** The line a single measurement uses (width, runWidth): nothing keeps it between calls. */
  private readonly scratch = new LineWidth();
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private font(name: FontName) {
    return (this.doc.font(name) as unknown as PdfkitInternals)._font;
  }

  /**
   * Whether a line surely fits: its text after the last space counted at the widest advance a character can have. Most
   * words tried while wrapping end far from the edge; those are not laid out (a label's own numbers were laid out at
   * every prefix: "31", "31/", "31/45"). Rounding cannot reverse it: adding, scaling and summing are monotonic, and the
   * exact width is at most this one. Near the edge, and in fonts without a bound, the exact width decides.
   */
  private surelyFits(line: LineWidth, size: number, maxWidth: number): boolean {
    if (line.font === null) return false;
    let bound = advanceBounds.get(line.font);
    if (bound === undefined) {
      const font = this.font(line.font);
      const units = glyphAdvanceBound(font.font);
      // A hair more than the bound, for the rounding of the sum of up to `rest.length` glyph advances.
      bound = units === null ? null : units * font.scale * (1 + 1e-9) + 1e-9;
      advanceBounds.set(line.font, bound);
    }
    // Beyond Latin (U+0250 on) fontkit may pick a shaper that inserts glyphs (a dotted circle in a broken Indic cluster).
    if (bound === null || NOT_LATIN.test(line.rest)) return false;
    return line.done + TextMeasure.scaled(line.pieces + line.rest.length * bound, size) <= maxWidth;
  }

  /**
   * A run's glyphs for drawing. Encoding adds the glyphs to the document's font subsets, so an encoding is kept for the
   * document this measure belongs to: the same words are drawn on every label of a batch.
   */
  glyphs(run: Run): DrawnRun {
    return this.encoded[run.font].get(run.text, (text) => {
      const [ids, positions] = this.font(run.font).encode(text);
      return { ids, positions, advance: this.runAdvance(run.font, text) };
    });
  }

  private advance(font: FontName, piece: string): number {
    return this.advances[font].get(piece, (text) => this.font(font).widthOfString(text, 1000));
  }

  /** pdfkit's `doc.widthOfString()` of a run whose pieces sum to `advance`: scaled to the size, then by 100 %. */
  static scaled(advance: number, size: number): number {
    return (advance * (size / 1000) * 100) / 100;
  }

  private runsOf(text: string, bold: boolean): Run[] {
    return this.runs[bold ? 1 : 0].get(text, (t) => scriptRuns(t, bold));
  }

  /** Appends a run of `font` to a line measured at `size`. */
  private extendRun(line: LineWidth, font: FontName, text: string, size: number): void {
    if (line.font !== font) {
      if (line.font !== null)
        line.done += TextMeasure.scaled(line.rest ? line.pieces + this.advance(line.font, line.rest) : line.pieces, size);
      line.font = font;
      line.pieces = 0;
      line.rest = '';
    }
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char !== ' ' && char !== '\t') continue;
      line.pieces += this.advance(font, line.rest + text.slice(from, i + 1));
      line.rest = '';
      from = i + 1;
    }
    line.rest = from === 0 ? line.rest + text : line.rest + text.slice(from);
  }

  /** Appends `runs` to a line measured at `size`; returns the line. */
  private extend(line: LineWidth, runs: Run[], size: number): LineWidth {
    for (let i = 0; i < runs.length; i++) {
      const run = runs[i] as Run;
      this.extendRun(line, run.font, run.text, size);
    }
    return line;
  }

  private lineWidth(line: LineWidth, size: number): number {
    if (line.font === null) return 0;
    return line.done + TextMeasure.scaled(line.rest ? line.pieces + this.advance(line.font, line.rest) : line.pieces, size);
  }

  /** A run's advance in thousandths: its pieces' advances summed in order, as extendRun and lineWidth sum them. */
  private runAdvance(font: FontName, text: string): number {
    const line = this.scratch.clear();
    this.extendRun(line, font, text, 1000);
    return line.rest ? line.pieces + this.advance(font, line.rest) : line.pieces;
  }

  runWidth(run: Run, size: number): number {
    const line = this.scratch.clear();
    this.extendRun(line, run.font, run.text, size);
    return this.lineWidth(line, size);
  }

  width(text: string, size: number, bold = false): number {
    return this.lineWidth(this.extend(this.scratch.clear(), scriptRuns(text, bold), size), size);
  }

  private breakable(paragraph: string): string[] {
    return this.tokens.get(paragraph, (p) => breakableTokens(wordSegments(p, this.words)));
  }

  /**
   * Wraps text to a width. pdfkit breaks only at spaces and Sarabun draws zero-width spaces as boxes,
   * so Thai is split into words with Intl.Segmenter; a word wider than the line is split between
   * grapheme clusters, which keeps tone marks and vowels on their consonant.
   */
  wrap(text: string, maxWidth: number, size: number, bold = false): string[] {
    const lines: string[] = [];
    // The line so far and the line with the next word, swapped when the word fits.
    let measured = new LineWidth();
    let candidate = new LineWidth();
    for (const paragraph of text.split('\n')) {
      let line = '';
      measured.clear();
      for (const segment of this.breakable(paragraph)) {
        this.extend(candidate.copy(measured), this.runsOf(segment, bold), size);
        if (this.surelyFits(candidate, size, maxWidth) || this.lineWidth(candidate, size) <= maxWidth) {
          line += segment;
          const kept = candidate;
          candidate = measured;
          measured = kept;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = segment.trimStart();
        while (this.width(line, size, bold) > maxWidth) {
          let head = '';
          const headWidth = new LineWidth();
          const next = new LineWidth();
          for (const { segment: g } of graphemes.segment(line)) {
            this.extend(next.copy(headWidth), scriptRuns(g, bold), size);
            if (head && this.lineWidth(next, size) > maxWidth) break;
            head += g;
            headWidth.copy(next);
          }
          lines.push(head);
          line = line.slice(head.length);
        }
        this.extend(measured.clear(), this.runsOf(line, bold), size);
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
