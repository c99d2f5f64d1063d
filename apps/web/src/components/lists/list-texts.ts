import { useTranslation } from 'react-i18next';
import { isTranslationKey } from '../../lib/i18n-keys';

type ListText = 'title' | 'description' | 'search' | 'empty' | 'emptySearch';

/**
 * The catalog sections holding a list screen's texts, each with the texts it has: a screen names its section
 * (`texts="storeUi:products"`) instead of passing its title, description, search placeholder and both "nothing
 * here" sentences one by one. The test beside this file checks both catalogs hold every text listed here.
 */
export const LIST_SECTIONS = {
  'storeUi:products': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'invoiceUi:list': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'invoiceUi:choose': ['search', 'empty', 'emptySearch'],
  'orderUi:list': ['title', 'description', 'empty'],
  'orderUi:payments': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'orderUi:mine': ['title', 'description', 'empty'],
  'pickingUi:lists': ['title', 'description'],
  'mailingUi:list': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'mailingUi:history': ['title', 'description', 'search'],
  'mailingUi:track': ['title', 'description', 'search'],
  'addressBookUi:ship': ['search', 'empty', 'emptySearch'],
  'addressBookUi:send': ['search', 'empty', 'emptySearch'],
  'common:savedAddress': ['title', 'search', 'empty'],
  'auth:addresses': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'mailingUi:sender.picker': ['title', 'search', 'empty'],
  'mailingUi:recipients.picker': ['title', 'search', 'empty'],
  'mailingUi:print.picker': ['title', 'search', 'empty'],
  'reserveUi:list': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'reserveUi:postOffice': ['search', 'empty', 'emptySearch'],
  'signupUi:zoneUsers': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'reportUi:admin.mailing': ['title', 'description', 'search', 'empty'],
  'reportUi:admin.store': ['title', 'description', 'search', 'empty'],
  'reportUi:admin.user': ['title', 'description', 'empty'],

  'adminUi:users': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'adminUi:outlets': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'adminUi:news': ['title', 'description', 'search', 'empty', 'emptySearch'],
  'adminUi:barcodeRanges': ['title', 'description', 'search', 'empty', 'emptySearch'],
} as const satisfies Record<string, readonly ListText[]>;

export type ListSection = keyof typeof LIST_SECTIONS;

/** The texts a section has, in the current language; a text it does not list is undefined. */
export function useListTexts(section: ListSection | undefined): Partial<Record<ListText, string>> {
  const { t } = useTranslation();
  if (!section) return {};
  const texts: readonly ListText[] = LIST_SECTIONS[section];
  return Object.fromEntries(
    texts.map((text) => {
      const key = `${section}.${text}`;
      return [text, isTranslationKey(key) ? t(key) : key];
    }),
  );
}
