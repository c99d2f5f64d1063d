import { ERA_STORAGE_KEY, type Era, eraFor, isEra } from '@songdee/shared/common/date-format';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';

/**
 * The user's year preference (Buddhist or common era), kept in the `era` cookie so the server's PDFs read the same
 * choice; no cookie means the language's default (Thai: Buddhist era, English: common era).
 */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

function readCookie(): Era | null {
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split(';').find((c) => c.trim().startsWith(`${ERA_STORAGE_KEY}=`));
  const value = match?.trim().slice(ERA_STORAGE_KEY.length + 1);
  return isEra(value) ? value : null;
}

let preference: Era | null = readCookie();

/** The era chosen by the user, or null for the language's default. */
function eraPreference(): Era | null {
  return preference;
}

/** The era dates are shown in now. */
export function currentEra(): Era {
  return eraFor(i18n.language || 'th', preference);
}

/** Keeps the choice and re-renders every translated screen, as a language switch does. */
export function setEraPreference(era: Era): void {
  preference = era;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari; one plain value.
  document.cookie = `${ERA_STORAGE_KEY}=${era}; path=/; max-age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  for (const listener of listeners) listener();
  // Screens format dates while rendering; the language event makes every useTranslation user render again.
  i18n.emit('languageChanged', i18n.language);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The era shown now, for the footer's switch. */
export function useEra(): Era {
  // The same snapshot on the server (the landing page prerendered at build time, app/prerender.tsx).
  useSyncExternalStore(subscribe, eraPreference, eraPreference);
  return currentEra();
}
