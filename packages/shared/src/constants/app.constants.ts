/** Client version shown in the footer and returned by GET /version (spec 2 section 9). */
export const CLIENT_VERSION = '2.8.1';

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'th';
/** Local-storage key for the chosen language (spec 1 section 9). */
export const LANGUAGE_STORAGE_KEY = 'lang';
/** Local-storage key for the remembered current page, cleared on going to main. */
export const CURRENT_PAGE_STORAGE_KEY = 'currentPage';

export const TOAST_AUTO_CLOSE_MS = 5000;
export const OLD_HOST_REDIRECT_SECONDS = 10;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;

/** Default post-office code of the central admin (spec 2 section 9). */
export const CENTRAL_OUTLET_CODE = '000000';

export const POST_OFFICE_ROLES = ['Admin', 'AdminOutlet', 'AdminStaff', 'AdminEMS'] as const;
export type PostOfficeRole = (typeof POST_OFFICE_ROLES)[number];

export const STORE_TYPES = ['Draft', 'Publish'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

export const DEFAULT_PAGE_SIZE = 10;
/** Postcode autocomplete starts at this many characters (spec 2 section 5). */
export const POSTAL_AUTOCOMPLETE_MIN = 3;
