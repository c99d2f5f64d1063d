import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from '@songdee/shared/constants/app.constants';
import thAccount from '@songdee/shared/i18n/locales/th/account.json' with { type: 'json' };
import thAdmin from '@songdee/shared/i18n/locales/th/admin.json' with { type: 'json' };
import thAdminUi from '@songdee/shared/i18n/locales/th/adminUi.json' with { type: 'json' };
import thAuth from '@songdee/shared/i18n/locales/th/auth.json' with { type: 'json' };
import thCommon from '@songdee/shared/i18n/locales/th/common.json' with { type: 'json' };
import thErrors from '@songdee/shared/i18n/locales/th/errors.json' with { type: 'json' };
import thReference from '@songdee/shared/i18n/locales/th/reference.json' with { type: 'json' };
import thShopUi from '@songdee/shared/i18n/locales/th/shopUi.json' with { type: 'json' };
import thSignupUi from '@songdee/shared/i18n/locales/th/signupUi.json' with { type: 'json' };
import thValidation from '@songdee/shared/i18n/locales/th/validation.json' with { type: 'json' };
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage } from '../lib/local-storage';
import type { resources } from './i18n-resources';

/** Every namespace the web app reads, `common` first: it is the default one (keys without a `namespace:` prefix). */
export const NAMESPACES = [
  'common',
  'auth',
  'account',
  'errors',
  'validation',
  'addressBook',
  'addressBookUi',
  'mailing',
  'mailingUi',
  'reference',
  'store',
  'order',
  'storeUi',
  'shopUi',
  'orderUi',
  'pickingUi',
  'packingUi',
  'invoiceUi',
  'packing',
  'invoice',
  'shippingList',
  'shippingListUi',
  'postJob',
  'reserve',
  'reserveUi',
  'report',
  'reportUi',
  'signupUi',

  'admin',
  'adminUi',
] as const satisfies readonly (keyof (typeof resources)['th'])[];
type Namespace = (typeof NAMESPACES)[number];

/**
 * What `/` needs at first paint (the app shell and the landing page), in Thai: it comes with the first script. Every
 * other catalog, and every English one, is a chunk per language (catalogs-*.ts) loaded before the first page that
 * may need it (routes/lazy-page.ts) or before switching language; a key missing at run time is reported on the console.
 */
const THAI_AT_START = {
  common: thCommon,
  auth: thAuth,
  account: thAccount,
  errors: thErrors,
  validation: thValidation,
  reference: thReference,
  admin: thAdmin,
  adminUi: thAdminUi,
  shopUi: thShopUi,
  signupUi: thSignupUi,
} satisfies Partial<Record<Namespace, unknown>>;

/** A language's catalogs, by file path: one chunk per language (catalogs-*.ts), fetched in one request. */
const LANGUAGE_CATALOGS: Record<
  Language,
  () => Promise<{ default: Record<string, Record<string, unknown>>; trackStatusNames: (lng: Language) => Record<string, string> }>
> = {
  th: () => import('./catalogs-th'),
  en: () => import('./catalogs-en'),
};

/** Adds the namespaces of a language that i18next does not hold yet. */
async function addCatalogs(lng: Language, names: readonly Namespace[]): Promise<void> {
  const missing = names.filter((ns) => !i18n.hasResourceBundle(lng, ns));
  if (missing.length === 0) return;
  const { default: files, trackStatusNames } = await LANGUAGE_CATALOGS[lng]();
  for (const ns of missing) {
    const catalog = Object.entries(files).find(([path]) => path.endsWith(`/${lng}/${ns}.json`))?.[1];
    if (!catalog) throw new Error(`No catalog ${lng}/${ns}.json`);
    // As the shared resources build it (i18n/resources.ts): the track statuses come from their one table.
    i18n.addResourceBundle(lng, ns, ns === 'mailing' ? { ...catalog, trackStatuses: trackStatusNames(lng) } : catalog);
  }
}

/** Every catalog of a language and of Thai (the fallback): before showing a page other than `/` in it. */
export async function loadCatalogs(lng: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE): Promise<void> {
  await Promise.all([addCatalogs(lng, NAMESPACES), addCatalogs(DEFAULT_LANGUAGE, NAMESPACES)]);
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language kept under `lang` in local storage, Thai by default (spec 1 section 9). */
function storedLanguage(): Language {
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<void> {
  const lng = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { [DEFAULT_LANGUAGE]: THAI_AT_START },
    partialBundledLanguages: true,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Only a catalog not loaded yet (or a key missing from both languages) gets here: say so, never silently.
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => console.error(`Missing translation ${ns}:${key} (${lngs.join(', ')})`),
  });
  if (lng !== DEFAULT_LANGUAGE) await addCatalogs(lng, Object.keys(THAI_AT_START) as Namespace[]);
  // No document when the landing page is prerendered at build time (prerender.tsx).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}
