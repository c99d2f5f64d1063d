import type { Language } from '@songdee/shared/constants/app.constants';

/**
 * Human text not yet worded: an i18n key (`namespace.key`) with its params, or a name the database keeps in
 * both languages. Services put these where a response or a document carries text and never take a language;
 * the edge words them in the reader's language (`localize` in lib/i18n). Plain JSON, so it can be stored too.
 */
export type Text =
  | { $t: string; params?: Record<string, unknown>; fallback?: string }
  | { $names: Record<Language, string> }
  /** A date to show (ISO instant): worded dd/MM/yyyy in the reader's era (Buddhist for Thai unless they chose). */
  | { $date: string; time?: boolean };

export const text = (key: string, params?: Record<string, unknown>): Text => (params ? { $t: key, params } : { $t: key });

/** A key that may have no text (e.g. an unknown postal track code): `fallback` is shown then. */
export const textOr = (key: string, fallback: string): Text => ({ $t: key, fallback });

/** A name kept in both languages (e.g. a product category's `name` and `name_en`). */
export const names = (th: string, en: string): Text => ({ $names: { th, en } });

/** A date (and with `time`, its hour and minute) shown to a reader; the edge picks the era. */
export const dateText = (date: Date, options: { time?: boolean } = {}): Text => ({ $date: date.toISOString(), ...options });

export function isText(value: unknown): value is Text {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.$t === 'string' || typeof v.$date === 'string' || (typeof v.$names === 'object' && v.$names !== null);
}

type Opaque = Date | Uint8Array | ((...args: never[]) => unknown);

/** T as a service returns it: every free-text string may still be a Text (literal unions stay as they are). */
export type Coded<T> = T extends string
  ? string extends T
    ? T | Text
    : T
  : T extends Opaque
    ? T
    : T extends object
      ? { [K in keyof T]: Coded<T[K]> }
      : T;

/** T after the edge worded it: every Text is a string. */
export type Localized<T> = T extends Text ? string : T extends Opaque ? T : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;
