/** Baht with two decimals from integer satang (DESIGN.md section 5). */
export function formatBaht(satang: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    satang / 100,
  );
}

/** A whole number (grams, counts) with the language's digit grouping. */
export function formatNumber(value: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH').format(value);
}

/** dd/MM/yyyy in Bangkok time, Christian era (spec 1 section 9: dates dd/MM/yyyy). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** dd/MM/yyyy HH:mm in Bangkok time. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false }).format(
    date,
  );
  return `${formatDate(iso)} ${time}`;
}

/** Baht typed in a form as integer satang (what the API takes); null when empty. */
export function bahtToSatang(baht: number | string | null | undefined): number | null {
  if (baht === '' || baht === null || baht === undefined) return null;
  const value = typeof baht === 'number' ? baht : Number(baht);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
