import { defaultEra, type Era, formatDate } from '@songdee/shared/common/date-format';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@songdee/shared/constants/app.constants';
import { SERVER_NAMESPACES, serverResources } from '@songdee/shared/i18n/resources';
import i18next from 'i18next';
import { isText, type Localized } from './text';

const instance = i18next.createInstance();
await instance.init({
  resources: serverResources,
  ns: [...SERVER_NAMESPACES],
  defaultNS: 'errors',
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Texts without params, worded once per language: the resources never change after start-up, and a list page words
 * the same few status and delivery names on every row (i18next's lookup was a tenth of a list request's CPU time).
 * The keys are the code's own (message codes, reference keys), a bounded set; the cap only guards against a surprise.
 */
const PLAIN_TEXTS_CAP = 10_000;
const plainTexts = new Map<Language, Map<string, string>>(LANGUAGES.map((lang) => [lang, new Map()]));

export function translate(lang: Language, key: string, params?: Record<string, unknown>): string {
  const plain = params === undefined ? plainTexts.get(lang) : undefined;
  const known = plain?.get(key);
  if (known !== undefined) return known;
  const [ns, ...rest] = key.includes(':') ? key.split(':') : key.split('.');
  const localKey = rest.join('.');
  const worded =
    !ns || !localKey || !instance.exists(localKey, { ns, lng: lang }) ? key : instance.t(localKey, { ns, lng: lang, ...params });
  if (plain && plain.size < PLAIN_TEXTS_CAP) plain.set(key, worded);
  return worded;
}

/**
 * The edge's one wording step: every Text inside `value` (its params too) becomes a string in `lang`, dates in
 * `era` (the reader's choice, else the language's: Buddhist era for Thai); everything else is copied as is. Routes
 * call it on what services return, the error handler on params.
 */
/** An answer that is one sentence (a catalog text, e.g. `account.passwordChanged`) in the reader's language. */
export const messageAnswer = (lang: Language, key: string) => ({ message: translate(lang, key) });

export function localize<T>(value: T, lang: Language, era: Era = defaultEra(lang)): Localized<T> {
  return walk(value, lang, era) as Localized<T>;
}

/** Wording copies only what holds a Text: an object or array without one is answered as it is (a list page's rows). */
function walk(value: unknown, lang: Language, era: Era): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let worded: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const w = walk(value[i], lang, era);
      if (w === value[i]) continue;
      worded ??= value.slice();
      worded[i] = w;
    }
    return worded ?? value;
  }
  if (isText(value)) {
    if ('$names' in value) return value.$names[lang] ?? value.$names.th;
    if ('$date' in value) return formatDate(value.$date, { lang, era, time: value.time });
    const worded = translate(lang, value.$t, value.params && (walk(value.params, lang, era) as Record<string, unknown>));
    return worded === value.$t && value.fallback !== undefined ? value.fallback : worded;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let worded: Record<string, unknown> | undefined;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    const w = walk(v, lang, era);
    if (w === v) continue;
    worded ??= { ...value };
    worded[key] = w;
  }
  return worded ?? value;
}

/** Picks Thai or English from an Accept-Language header; Thai is the default (spec 1 section 1). */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.find((a) => a.trim().startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.tag));
  return (match?.tag as Language | undefined) ?? DEFAULT_LANGUAGE;
}
