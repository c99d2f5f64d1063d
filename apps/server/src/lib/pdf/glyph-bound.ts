/** A table fontkit decoded, some of whose arrays it decodes lazily (`toArray`). */
type Decoded = { [key: string]: unknown };
export interface FontkitFont {
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
