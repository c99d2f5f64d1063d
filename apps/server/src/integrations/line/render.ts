import { LANGUAGES, type Language } from '@songdee/shared/constants/app.constants';
import { translate } from '../../lib/i18n';

/** A stored language code as a language we speak (Thai when it is not one). */
export const languageOf = (code: string): Language => (LANGUAGES.includes(code as Language) ? (code as Language) : 'th');

/** A LINE push's text, an edge like the mail renderer: worded in the seller's language from the event and its data. */
export function renderLinePush(push: { event: string; params: Record<string, unknown>; sellerLanguage: string }): string {
  // A parcel published from the address book has no order to name.
  const key = push.event === 'parcelDelivered' && !push.params.orderName ? 'parcelDeliveredNoOrder' : push.event;
  return translate(languageOf(push.sellerLanguage), `store.line.${key}`, push.params);
}
