/**
 * Local storage that never throws: private windows and full quotas must not break the app.
 * Only small UI preferences live here (language, current page, sign-up ref); never tokens.
 */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the preference simply lasts for this page only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** The `ref` a visitor arrived with on /signup, attached to the registration (spec 1 section 5). */
export const SIGN_UP_REF_STORAGE_KEY = 'ref';
