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

/**
 * The shared zod schemas carry i18n keys such as `validation.required`; i18next wants `validation:required`.
 * A message that is no key of the catalogs (a server message, already translated) is shown as it is.
 */
export function messageText(t: TFunction, message: string | undefined, values: Record<string, unknown> = {}): string | undefined {
  if (!message) return undefined;
  const dot = message.indexOf('.');
  const key = dot > 0 && !message.includes(' ') ? `${message.slice(0, dot)}:${message.slice(dot + 1)}` : message;
  return isTranslationKey(key) ? t(key, values) : message;
}

export type StatusKind = keyof (typeof thReference)['statuses'];

/** A status's name from the reference catalog by its key (order, invoice, packing list ...); the key itself when unknown. */
export function statusName(t: TFunction, kind: StatusKind, statusKey: string): string {
  const key = `reference:statuses.${kind}.${statusKey}`;
  return isTranslationKey(key) ? t(key) : statusKey;
}
