import type thReference from '@songdee/shared/i18n/locales/th/reference.json';
import i18next, { type ParseKeys, type TFunction } from 'i18next';

/** Any key of the typed catalogs: `namespace:key`, or a `common` key without its prefix. */
export type TranslationKey = ParseKeys;

/**
 * For a key known only at run time (a schema message, a reason computed from data): true when the catalogs
 * hold it, which makes it a typed key. Literal keys need no such check; tsc checks them.
 */
export function isTranslationKey(key: string): key is TranslationKey {
  return i18next.exists(key);
}

/** `validation.required` (the shared schemas' and the server's form) as i18next wants it: `validation:required`. */
function catalogKey(message: string): string {
  const dot = message.indexOf('.');
  return dot > 0 && !message.includes(' ') && !message.includes(':') ? `${message.slice(0, dot)}:${message.slice(dot + 1)}` : message;
}

/** True when a message key (`validation.required` or `validation:required`) is in the catalogs. */
export function isCodedMessageKey(message: string): boolean {
  return isTranslationKey(catalogKey(message));
}

/**
 * Between a field message's key and its values: a form library keeps a field's message as one string, and a server
 * issue with values (a maximum) must still be worded again when the language changes.
 */
const VALUES_SEPARATOR = '\u001f';

/** A field message kept as its key and values (see `messageText`). */
export function codedFieldMessage(key: string, values?: Record<string, unknown>): string {
  return values && Object.keys(values).length > 0 ? `${key}${VALUES_SEPARATOR}${JSON.stringify(values)}` : key;
}

/**
 * The shared zod schemas carry i18n keys such as `validation.required`; i18next wants `validation:required`.
 * A server issue kept with its values (`codedFieldMessage`) is worded with them. A message that is no key of the
 * catalogs (a server message, already translated) is shown as it is.
 */
export function messageText(t: TFunction, message: string | undefined, values: Record<string, unknown> = {}): string | undefined {
  if (!message) return undefined;
  const [coded = message, given] = message.split(VALUES_SEPARATOR);
  const key = catalogKey(coded);
  if (!isTranslationKey(key)) return message;
  return t(key, given === undefined ? values : { ...values, ...(JSON.parse(given) as Record<string, unknown>) });
}

export type StatusKind = keyof (typeof thReference)['statuses'];

/** A status's name from the reference catalog by its key (order, invoice, packing list ...); the key itself when unknown. */
export function statusName(t: TFunction, kind: StatusKind, statusKey: string): string {
  const key = `reference:statuses.${kind}.${statusKey}`;
  return isTranslationKey(key) ? t(key) : statusKey;
}
