import type { Notice } from '@songdee/shared/content/landing.schema';

/** Local storage key of the notice version a visitor has closed: it stays closed, across visits, until it changes. */
export const NOTICE_SEEN_KEY = 'noticeSeen';

/** A short fingerprint (FNV-1a, 32 bits): enough to tell one notice's content from its next edit. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The notice's version: its id and what it shows, so an edited notice (new words or picture) pops up again. */
export function noticeVersion(notice: Pick<Notice, 'id' | 'content' | 'imagePath'>): string {
  return `${notice.id}:${fingerprint(`${notice.content}\u0000${notice.imagePath ?? ''}`)}`;
}

/** True when the visitor closed this very version of the notice before (`seen` is what storage holds). */
export function isNoticeSeen(notice: Pick<Notice, 'id' | 'content' | 'imagePath'>, seen: string | null): boolean {
  return seen === noticeVersion(notice);
}
