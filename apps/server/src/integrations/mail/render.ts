import type { Language } from '@songdee/shared/constants/app.constants';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';
import type { OutgoingMail } from './mailer';

/** A mail carrying a one-time code link (confirm e-mail, reset password) or, for `exists`, the sign-in link. */
export interface CodeMail {
  to: string;
  /** `exists`: someone signed up with the e-mail of this account (the owner hears it, not the caller). */
  kind: 'confirm' | 'reset' | 'exists';
  params: Record<string, unknown>;
  /** Shown as a link of its own paragraph in the HTML part. */
  link: string;
}

/** E-mail rendering, an edge: the mail is worded in the recipient's language, as plain text and HTML. */
export function renderCodeMail(mail: CodeMail, lang: Language): OutgoingMail {
  const { to, kind, params, link } = mail;
  const text = `${translate(lang, `mail.${kind}Body`, params)}\n\n${translate(lang, 'mail.signature')}`;
  const html = text
    .split('\n\n')
    .map((para) => (para === link ? `<p><a href="${link}">${link}</a></p>` : `<p>${escapeHtml(para).replaceAll('\n', '<br>')}</p>`))
    .join('\n');
  return { to, subject: translate(lang, `mail.${kind}Subject`), text, html };
}

/** A buyer's parcel e-mail: shipped (the barcode and its tracking page) or delivered, with the one-click stop link. */
export interface ParcelMail {
  to: string;
  kind: 'parcelPublished' | 'parcelDelivered';
  params: { name: string; barcode: string; orderName: string; storeName: string };
  /** The parcel's tracking page. */
  link: string;
  /** Stops these e-mails without signing in. */
  stopLink: string;
}

/** The parcel e-mail in the buyer's language; the links are paragraphs of their own, as in the code mails. */
export function renderParcelMail(mail: ParcelMail, lang: Language): OutgoingMail {
  const { to, kind, params, link, stopLink } = mail;
  const text = [
    translate(lang, `mail.${kind}Body`, { ...params, link }),
    translate(lang, 'mail.signature'),
    translate(lang, 'mail.stopFooter', { stopLink }),
  ].join('\n\n');
  const html = text
    .split('\n\n')
    .map((para) =>
      para === link || para === stopLink
        ? `<p><a href="${escapeHtml(para)}">${escapeHtml(para)}</a></p>`
        : `<p>${escapeHtml(para).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return { to, subject: translate(lang, `mail.${kind}Subject`, params), text, html };
}
