import 'i18next';
import type { NAMESPACES } from './i18n';
import type { resources } from './i18n-resources';

/**
 * Keys are typed from the Thai catalogs (the default and fallback language), so `tsc -p apps/web` refuses
 * an unknown or misspelt key. `defaultNS` is typed as the whole namespace
 * list (common first) so that `useTranslation()` accepts `namespace:key` for every namespace; at run time the
 * default namespace stays `common`, which is the first of the list, so unprefixed keys resolve the same.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof NAMESPACES;
    resources: (typeof resources)['th'];
    returnNull: false;
  }
}
