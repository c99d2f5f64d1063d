/**
 * What a person typed in a number box, read without changing it (a silently fixed number saves a wrong value): a blank
 * is `null`, a clean number is that number (negative ones too, so the schema refuses them with its message), anything
 * else is NaN, which every number schema refuses. Thousands separators are allowed between digit groups ("1,250").
 */
export function numberFromText(text: string, options: { decimals?: number } = {}): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const decimals = options.decimals ?? 0;
  const fraction = decimals > 0 ? `(?:\\.\\d{1,${decimals}})?` : '';
  const pattern = new RegExp(`^-?(?:\\d{1,3}(?:,\\d{3})+|\\d+)${fraction}$`);
  return pattern.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : Number.NaN;
}

/** Baht typed with at most two decimals, as integer satang; blank is null, anything else NaN (see `numberFromText`). */
export function satangFromBahtText(text: string): number | null {
  const baht = numberFromText(text, { decimals: 2 });
  return baht === null || Number.isNaN(baht) ? baht : Math.round(baht * 100);
}
