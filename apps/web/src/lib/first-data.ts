import { FIRST_DATA_ELEMENT_ID, firstDataKey, type RequestQuery } from '@songdee/shared/common/first-data';
import i18n from 'i18next';

/**
 * The API answers the server put into the page's HTML for its first screen (`/`, a store's main page:
 * apps/server/src/web-first-data.ts), by the request they answer. Each is handed out once, to the query that would
 * have asked for it, so a later visit of the same screen asks the API as usual. They are in the language the element
 * names (Thai): an app shown in another language asks the API itself.
 */
let answers: Map<string, unknown> | undefined;

function firstData(): Map<string, unknown> {
  if (!answers) {
    const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ELEMENT_ID);
    const usable = element?.textContent && element.getAttribute('data-lang') === i18n.language;
    answers = new Map(usable ? Object.entries(JSON.parse(element.textContent ?? '') as Record<string, unknown>) : []);
  }
  return answers;
}

/**
 * Runs `render` (synchronous: a server render) with `given` as the page's first data, for a page rendered at request
 * time (app/prerender.tsx `renderPage`), where there is no document to read them from.
 */
export function renderWithFirstData<T>(given: Record<string, unknown>, render: () => T): T {
  answers = new Map(Object.entries(given));
  try {
    return render();
  } finally {
    answers = undefined;
  }
}

function takeFirstAnswer<T>(path: string, query?: RequestQuery): T | undefined {
  const key = firstDataKey(path, query);
  const found = firstData();
  if (!found.has(key)) return undefined;
  const answer = found.get(key) as T;
  found.delete(key);
  return answer;
}

/**
 * A query's options that seed it with the page's first data for the same request (GET `path` with `query`): the
 * query starts with the answer, as fetched when the page was served, and asks again only once it is stale.
 */
export function seededBy<T>(path: string, query?: RequestQuery) {
  return {
    initialData: () => takeFirstAnswer<T>(path, query),
    initialDataUpdatedAt: () => (typeof performance === 'undefined' ? Date.now() : performance.timeOrigin),
  };
}
