// The typed catalogs of both languages, for the compiler (i18next.d.ts) and the unit tests only: the app loads its
// catalogs through i18n.ts (the Thai start-up ones with the first script, the rest with the pages that need them).
import enAddressBookUi from '@songdee/shared/i18n/locales/en/addressBookUi.json' with { type: 'json' };
import enAdminUi from '@songdee/shared/i18n/locales/en/adminUi.json' with { type: 'json' };
import enAuth from '@songdee/shared/i18n/locales/en/auth.json' with { type: 'json' };
import enCommon from '@songdee/shared/i18n/locales/en/common.json' with { type: 'json' };
import enInvoiceUi from '@songdee/shared/i18n/locales/en/invoiceUi.json' with { type: 'json' };
import enMailingUi from '@songdee/shared/i18n/locales/en/mailingUi.json' with { type: 'json' };
import enOrderUi from '@songdee/shared/i18n/locales/en/orderUi.json' with { type: 'json' };
import enPackingUi from '@songdee/shared/i18n/locales/en/packingUi.json' with { type: 'json' };
import enPickingUi from '@songdee/shared/i18n/locales/en/pickingUi.json' with { type: 'json' };
import enReportUi from '@songdee/shared/i18n/locales/en/reportUi.json' with { type: 'json' };
import enReserveUi from '@songdee/shared/i18n/locales/en/reserveUi.json' with { type: 'json' };
import enShippingListUi from '@songdee/shared/i18n/locales/en/shippingListUi.json' with { type: 'json' };
import enShopUi from '@songdee/shared/i18n/locales/en/shopUi.json' with { type: 'json' };
import enSignupUi from '@songdee/shared/i18n/locales/en/signupUi.json' with { type: 'json' };
import enStoreUi from '@songdee/shared/i18n/locales/en/storeUi.json' with { type: 'json' };
import thAddressBookUi from '@songdee/shared/i18n/locales/th/addressBookUi.json' with { type: 'json' };
import thAdminUi from '@songdee/shared/i18n/locales/th/adminUi.json' with { type: 'json' };
import thAuth from '@songdee/shared/i18n/locales/th/auth.json' with { type: 'json' };
import thCommon from '@songdee/shared/i18n/locales/th/common.json' with { type: 'json' };
import thInvoiceUi from '@songdee/shared/i18n/locales/th/invoiceUi.json' with { type: 'json' };
import thMailingUi from '@songdee/shared/i18n/locales/th/mailingUi.json' with { type: 'json' };
import thOrderUi from '@songdee/shared/i18n/locales/th/orderUi.json' with { type: 'json' };
import thPackingUi from '@songdee/shared/i18n/locales/th/packingUi.json' with { type: 'json' };
import thPickingUi from '@songdee/shared/i18n/locales/th/pickingUi.json' with { type: 'json' };
import thReportUi from '@songdee/shared/i18n/locales/th/reportUi.json' with { type: 'json' };
import thReserveUi from '@songdee/shared/i18n/locales/th/reserveUi.json' with { type: 'json' };
import thShippingListUi from '@songdee/shared/i18n/locales/th/shippingListUi.json' with { type: 'json' };
import thShopUi from '@songdee/shared/i18n/locales/th/shopUi.json' with { type: 'json' };
import thSignupUi from '@songdee/shared/i18n/locales/th/signupUi.json' with { type: 'json' };
import thStoreUi from '@songdee/shared/i18n/locales/th/storeUi.json' with { type: 'json' };
import { serverResources } from '@songdee/shared/i18n/resources';

/** The server's catalogs (errors, validation, account messages) plus the web app's screen namespaces. */
export const resources = {
  th: {
    ...serverResources.th,
    common: thCommon,
    auth: thAuth,
    addressBookUi: thAddressBookUi,
    mailingUi: thMailingUi,
    storeUi: thStoreUi,
    shopUi: thShopUi,
    orderUi: thOrderUi,
    pickingUi: thPickingUi,
    packingUi: thPackingUi,
    invoiceUi: thInvoiceUi,
    shippingListUi: thShippingListUi,
    reserveUi: thReserveUi,
    reportUi: thReportUi,
    signupUi: thSignupUi,

    adminUi: thAdminUi,
  },
  en: {
    ...serverResources.en,
    common: enCommon,
    auth: enAuth,
    addressBookUi: enAddressBookUi,
    mailingUi: enMailingUi,
    storeUi: enStoreUi,
    shopUi: enShopUi,
    orderUi: enOrderUi,
    pickingUi: enPickingUi,
    packingUi: enPackingUi,
    invoiceUi: enInvoiceUi,
    shippingListUi: enShippingListUi,
    reserveUi: enReserveUi,
    reportUi: enReportUi,
    signupUi: enSignupUi,

    adminUi: enAdminUi,
  },
} as const;
