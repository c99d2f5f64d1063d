/** Thai vowels written before their consonant: an initial is the consonant after them (ไปรษณีย์ -> ป). */
const LEADING_THAI_VOWELS = /^[\u0E40-\u0E44]/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first letter of a name as a reader sees it: a whole grapheme, so Thai tone marks stay on it. */
export function initialOf(name: string): string {
  const trimmed = name.trim().replace(LEADING_THAI_VOWELS, '');
  const first = graphemes.segment(trimmed)[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}
