import type { Language } from '../constants/app.constants';

/**
 * The one date formatter of the web app and the PDFs, so a date reads the same on screen and on paper. Dates are
 * dd/MM/yyyy (spec 1 section 9) in Bangkok time; the year is Buddhist era (พ.ศ., CE + 543) or common era (ค.ศ.). Thai
 * readers expect the Buddhist-era year, so Thai defaults to it and English to the common era; a user may choose either
 * (the `era` preference, kept in a cookie so the server's PDFs follow it too). Digits stay Latin, as Thai forms print
 * them.
 */
export const ERAS = ['be', 'ce'] as const;
export type Era = (typeof ERAS)[number];

/** Cookie (and local-storage) name of the era preference; absent means the language's default. */
export const ERA_STORAGE_KEY = 'era';

const BUDDHIST_ERA_OFFSET = 543;
const TIME_ZONE = 'Asia/Bangkok';

export function isEra(value: unknown): value is Era {
  return typeof value === 'string' && (ERAS as readonly string[]).includes(value);
}

/** Thai reads Buddhist-era years, English common-era ones. */
export function defaultEra(lang: Language | string): Era {
  return lang === 'en' ? 'ce' : 'be';
}

/** The era to show: the user's choice when it is one, else the language's default. */
export function eraFor(lang: Language | string, preference?: string | null): Era {
  return isEra(preference) ? preference : defaultEra(lang);
}

export interface DateFormatOptions {
  lang: Language | string;
  /** The user's choice; the language's default when absent. */
  era?: Era | null;
  /** Adds HH:mm (24-hour). */
  time?: boolean;
}

const bangkokParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(date: Date) {
  const parts = bangkokParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: part('day'), month: part('month'), year: Number(part('year')), hour: part('hour'), minute: part('minute') };
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar year (Bangkok) in the era to show: 2026 -> 2569 in the Buddhist era. */
export function eraYear(commonEraYear: number, era: Era): number {
  return era === 'be' ? commonEraYear + BUDDHIST_ERA_OFFSET : commonEraYear;
}

/** dd/MM/yyyy (and HH:mm with `time`) in Bangkok time; "-" for a missing or invalid date. */
export function formatDate(value: Date | string | number | null | undefined, options: DateFormatOptions): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = toDate(value);
  if (!date) return '-';
  const { day, month, year, hour, minute } = partsOf(date);
  const era = options.era ?? defaultEra(options.lang);
  const text = `${day}/${month}/${eraYear(year, era)}`;
  return options.time ? `${text} ${hour}:${minute}` : text;
}

/** The Bangkok year of a date in the era to show (a footer's copyright year, a report's year). */
export function formatYear(value: Date | string | number, options: Omit<DateFormatOptions, 'time'>): string {
  const date = toDate(value);
  if (!date) return '-';
  return String(eraYear(partsOf(date).year, options.era ?? defaultEra(options.lang)));
}
