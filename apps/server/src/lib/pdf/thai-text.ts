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

/**
 * Splits text into runs of one script each, so each run is drawn with the subset that has its glyphs. By UTF-16 unit:
 * no Thai code point is outside the BMP, so both halves of a surrogate pair fall in the run its character would.
 */
export function scriptRuns(text: string, bold = false): Run[] {
  const thai = bold ? FONT.thaiBold : FONT.thai;
  const latin = bold ? FONT.latinBold : FONT.latin;
  const runs: Run[] = [];
  let font: FontName | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const next = isThai(text.charCodeAt(i)) ? thai : latin;
    if (next === font) continue;
    if (font !== null) runs.push({ text: text.slice(start, i), font });
    font = next;
    start = i;
  }
  if (font !== null) runs.push({ text: text.slice(start), font });
  return runs;
}

const words = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * A space run after which the segmenter may not break: a mark, format character or emoji modifier attaches to it
 * (Unicode word-break rule WB4). Anywhere else a run of spaces is one word segment with a break on each side.
 */
const SPACE_THEN_ATTACHED = / [\p{M}\p{Cf}\p{Emoji_Modifier}]/u;

/**
 * A cache that starts over once it holds `limit` entries. A batch of labels repeats its words and blocks, but each
 * label also brings new ones (its numbers, its address): forgotten soon, those die young instead of being copied by
 * every garbage collection until the document ends.
 */
export class Memo<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string, make: (key: string) => V): V {
    let value = this.entries.get(key);
    if (value === undefined) {
      value = make(key);
      if (this.entries.size >= this.limit) this.entries.clear();
      this.entries.set(key, value);
    }
    return value;
  }
}

/** A memo per font. */
const perFont = <V>(limit: number) =>
  Object.fromEntries(Object.values(FONT).map((font) => [font, new Memo<V>(limit)])) as Record<FontName, Memo<V>>;

const segmentsOf = (text: string) => Array.from(words.segment(text), ({ segment }) => segment);

/**
 * The segmenter's words of a paragraph, the text between spaces segmented once and kept in `known`: the same words
 * ("หมู่บ้าน", district and province names) recur on every label of a batch, while each paragraph is new.
 */
export function wordSegments(paragraph: string, known: Memo<string[]>): string[] {
  if (SPACE_THEN_ATTACHED.test(paragraph)) return segmentsOf(paragraph);
  const out: string[] = [];
  for (const part of paragraph.split(/( +)/)) {
    if (!part) continue;
    if (part[0] === ' ') {
      out.push(part);
      continue;
    }
    // Latin letters and digits alone are one word (rules WB5 and WB8-10): barcodes, postcodes, house numbers; so are
    // digits grouped by commas (WB11-12): weights.
    if (/^[A-Za-z0-9]+$/.test(part) || /^[0-9]+(?:,[0-9]+)+$/.test(part)) {
      out.push(part);
      continue;
    }
    // Between such words a hyphen or a slash is a word of its own (no rule joins across it): order codes, house
    // numbers, phone numbers. Each label brings new ones, and the segmenter costs tens of microseconds a call.
    if (/^[A-Za-z0-9]+(?:[-/][A-Za-z0-9]+)+$/.test(part)) {
      for (const word of part.split(/([-/])/)) out.push(word);
      continue;
    }
    out.push(...known.get(part, segmentsOf));
  }
  return out;
}

/** Word segments, with opening brackets kept on the next word and closing punctuation on the previous one. */
function breakableTokens(segments: string[]): string[] {
  const tokens: string[] = [];
  let carry = '';
  for (const segment of segments) {
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

/** A glyph's placement from pdfkit's font encoder, in thousandths of the font size. */
interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/** A run's glyphs as pdfkit's encoder gives them: each glyph's id in the subset (4 hex digits) and its placement. */
type EncodedRun = [string[], GlyphPosition[]];

/** A run ready to draw: its glyphs, and its advance in thousandths (the sum runWidth scales). */
interface DrawnRun {
  ids: string[];
  positions: GlyphPosition[];
  advance: number;
}

/**
 * The parts of pdfkit (0.20) the measuring and the line writer below use that its types do not declare: the current
 * embedded font (its resource name, ascender, glyph encoder and width of a string in thousandths at a size) and the
 * page's font resources. `thai-text.test.ts` holds both to pdfkit's own `widthOfString()` and `text()` to the bit and
 * byte, so an upgrade that changes them fails there.
 */
interface PdfkitInternals {
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

/** A table fontkit decoded, some of whose arrays it decodes lazily (`toArray`). */
type Decoded = { [key: string]: unknown };
interface FontkitFont {
  GSUB?: { lookupList: unknown };
  GPOS?: { lookupList: unknown };
  hmtx: { metrics: unknown };
}

const listOf = (value: unknown): Decoded[] => {
  if (Array.isArray(value)) return value;
  const lazy = value as { toArray?: () => Decoded[] } | null;
  return typeof lazy?.toArray === 'function' ? lazy.toArray() : [];
};

/** The lookups of a GSUB or GPOS table with extension lookups unwrapped: each subtable with its own lookup type. */
function subtables(table: { lookupList: unknown } | undefined, extension: number): Array<[number, Decoded]> {
  const out: Array<[number, Decoded]> = [];
  for (const lookup of listOf(table?.lookupList))
    for (const sub of listOf(lookup.subTables)) {
      const inner = lookup.lookupType === extension ? (sub.extension as Decoded) : sub;
      out.push([(lookup.lookupType === extension ? sub.lookupType : lookup.lookupType) as number, inner]);
    }
  return out;
}

/**
 * The most any one glyph can advance in a line laid out with this font, in font units, or null when it cannot be told
 * simply. fontkit starts each glyph at its advance in `hmtx` and moves it only by GPOS value records (single and pair
 * adjustments; mark attachments move offsets, not advances), so no glyph advances more than the widest glyph plus
 * every positive adjustment a lookup can give it, first or second of a pair. That holds when GSUB cannot turn one
 * character into several glyphs (no multiple substitution) and GPOS has no cursive or contextual positioning (which
 * could apply an adjustment twice): Sarabun's Latin fonts. The Thai ones decompose (sara am) and get null.
 */
export function glyphAdvanceBound(font: FontkitFont): number | null {
  const GSUB_EXTENSION = 7;
  const GPOS_EXTENSION = 9;
  // Single, ligature, alternate, contextual and reverse substitution keep or reduce the glyph count.
  if (subtables(font.GSUB, GSUB_EXTENSION).some(([type]) => ![1, 3, 4, 5, 6, 8].includes(type))) return null;
  let adjustments = 0;
  const largest = (values: unknown[]) => Math.max(0, ...values.map((v) => Number((v as { xAdvance?: number } | null)?.xAdvance ?? 0)));
  for (const [type, sub] of subtables(font.GPOS, GPOS_EXTENSION)) {
    if (type === 4 || type === 5 || type === 6) continue;
    if (type === 1) adjustments += largest(sub.version === 1 ? [sub.value] : listOf(sub.values));
    else if (type === 2) {
      const pairs = sub.version === 1 ? listOf(sub.pairSets).flatMap(listOf) : listOf(sub.classRecords).flatMap(listOf);
      adjustments += largest(pairs.map((p) => p.value1)) + largest(pairs.map((p) => p.value2));
    } else return null;
  }
  const advances = listOf(font.hmtx.metrics).map((m) => Number(m.advance));
  const widest = Math.max(...advances);
  return Number.isFinite(widest) && Number.isFinite(adjustments) ? widest + adjustments : null;
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
