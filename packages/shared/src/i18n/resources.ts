import { trackStatusNames } from '../mailing/track-status';
import enAccount from './locales/en/account.json' with { type: 'json' };
import enAddressBook from './locales/en/addressBook.json' with { type: 'json' };
import enAdmin from './locales/en/admin.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enInvoice from './locales/en/invoice.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import enMailing from './locales/en/mailing.json' with { type: 'json' };
import enOrder from './locales/en/order.json' with { type: 'json' };
import enPacking from './locales/en/packing.json' with { type: 'json' };
import enPostJob from './locales/en/postJob.json' with { type: 'json' };
import enReference from './locales/en/reference.json' with { type: 'json' };
import enReport from './locales/en/report.json' with { type: 'json' };
import enReserve from './locales/en/reserve.json' with { type: 'json' };
import enShippingList from './locales/en/shippingList.json' with { type: 'json' };
import enStore from './locales/en/store.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import thAccount from './locales/th/account.json' with { type: 'json' };
import thAddressBook from './locales/th/addressBook.json' with { type: 'json' };
import thAdmin from './locales/th/admin.json' with { type: 'json' };
import thErrors from './locales/th/errors.json' with { type: 'json' };
import thInvoice from './locales/th/invoice.json' with { type: 'json' };
import thMail from './locales/th/mail.json' with { type: 'json' };
import thMailing from './locales/th/mailing.json' with { type: 'json' };
import thOrder from './locales/th/order.json' with { type: 'json' };
import thPacking from './locales/th/packing.json' with { type: 'json' };
import thPostJob from './locales/th/postJob.json' with { type: 'json' };
import thReference from './locales/th/reference.json' with { type: 'json' };
import thReport from './locales/th/report.json' with { type: 'json' };
import thReserve from './locales/th/reserve.json' with { type: 'json' };
import thShippingList from './locales/th/shippingList.json' with { type: 'json' };
import thStore from './locales/th/store.json' with { type: 'json' };
import thValidation from './locales/th/validation.json' with { type: 'json' };

/**
 * The catalogs the server needs (API errors, validation, e-mail, reference names).
 * Thai is the default and the fallback; the web app adds its own screen namespaces.
 */
export const serverResources = {
  th: {
    account: thAccount,
    admin: thAdmin,
    addressBook: thAddressBook,
    errors: thErrors,
    validation: thValidation,
    mail: thMail,
    mailing: { ...thMailing, trackStatuses: trackStatusNames('th') },
    reference: thReference,
    store: thStore,
    order: thOrder,
    packing: thPacking,
    invoice: thInvoice,
    shippingList: thShippingList,
    postJob: thPostJob,
    reserve: thReserve,
    report: thReport,
  },
  en: {
    account: enAccount,
    admin: enAdmin,
    addressBook: enAddressBook,
    errors: enErrors,
    validation: enValidation,
    mail: enMail,
    mailing: { ...enMailing, trackStatuses: trackStatusNames('en') },
    reference: enReference,
    store: enStore,
    order: enOrder,
    packing: enPacking,
    invoice: enInvoice,
    shippingList: enShippingList,
    postJob: enPostJob,
    reserve: enReserve,
    report: enReport,
  },
} as const;

export const SERVER_NAMESPACES = [
  'account',
  'admin',
  'addressBook',
  'errors',
  'validation',
  'mail',
  'mailing',
  'reference',
  'store',
  'order',
  'packing',
  'invoice',
  'shippingList',
  'postJob',
  'reserve',
  'report',
] as const;
