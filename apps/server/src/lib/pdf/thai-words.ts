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
export const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

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
export function breakableTokens(segments: string[]): string[] {
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
