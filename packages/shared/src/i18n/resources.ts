import enAccount from './locales/en/account.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import enReference from './locales/en/reference.json' with { type: 'json' };
import enValidation from './locales/en/validation.json' with { type: 'json' };
import thAccount from './locales/th/account.json' with { type: 'json' };
import thErrors from './locales/th/errors.json' with { type: 'json' };
import thMail from './locales/th/mail.json' with { type: 'json' };
import thReference from './locales/th/reference.json' with { type: 'json' };
import thValidation from './locales/th/validation.json' with { type: 'json' };

/**
 * The catalogs the server needs (API errors, validation, e-mail, reference names).
 * Thai is the default and the fallback; the web app adds its own screen namespaces.
 */
export const serverResources = {
  th: { account: thAccount, errors: thErrors, validation: thValidation, mail: thMail, reference: thReference },
  en: { account: enAccount, errors: enErrors, validation: enValidation, mail: enMail, reference: enReference },
} as const;

export const SERVER_NAMESPACES = ['account', 'errors', 'validation', 'mail', 'reference'] as const;
