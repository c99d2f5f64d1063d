import { OLD_HOST_REDIRECT_SECONDS } from '@songdee/shared/constants/app.constants';
import enCommon from '@songdee/shared/i18n/locales/en/common.json' with { type: 'json' };
import thCommon from '@songdee/shared/i18n/locales/th/common.json' with { type: 'json' };

export interface OldHosts {
  /** Host names (no port) that show the "we have moved" banner. */
  oldHosts: string[];
  /** The new host's address; an old host's page sends its user to the same path and query there. */
  newHostUrl: string;
}

/** The page's address on the new host when `hostname` is an old one (its path and query kept), else null. */
export function movedTo(hosts: OldHosts, hostname: string, url: string): string | null {
  if (!hosts.newHostUrl || !hosts.oldHosts.includes(hostname.toLowerCase())) return null;
  return new URL(url, hosts.newHostUrl).toString();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The message around its seconds: `{{seconds}}` splits it in two. */
function parts(message: string): [string, string] {
  const [before = '', after = ''] = message.split('{{seconds}}');
  return [before, after];
}

/**
 * The banner in the page's HTML, before the app's #root, so it paints with the page's first paint (the app renders
 * into #root only and leaves it). Its countdown (public/old-host-banner.js, a file: the CSP allows no inline script)
 * counts from that first paint. Thai by default; the script words it in English when the user chose English.
 */
export function withOldHostBanner(html: string, target: string): string {
  const [th1, th2] = parts(thCommon.oldHost.message);
  const [en1, en2] = parts(enCommon.oldHost.message);
  const href = escapeHtml(target);
  const banner =
    `<div id="old-host-banner" role="alert" data-seconds="${OLD_HOST_REDIRECT_SECONDS}" data-en-before="${escapeHtml(en1)}" data-en-after="${escapeHtml(en2)}"` +
    ' style="background:#173a8c;color:#fff;padding:10px 16px;text-align:center;font-size:14px;font-weight:500;line-height:1.5">' +
    `<span data-part="before">${escapeHtml(th1)}</span><span data-part="seconds">${OLD_HOST_REDIRECT_SECONDS}</span><span data-part="after">${escapeHtml(th2)}</span> ` +
    `<a href="${href}" style="color:#fff;font-weight:700;text-decoration:underline">${href}</a></div>`;
  const script = '<script async src="/old-host-banner.js"></script>';
  return html.replace('<div id="root">', `${banner}<div id="root">`).replace('</head>', `${script}</head>`);
}
