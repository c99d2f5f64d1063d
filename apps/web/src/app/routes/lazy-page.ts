import { type ComponentType, isValidElement, type LazyExoticComponent, lazy, type ReactNode } from 'react';
import { loadCatalogs } from '../i18n';

// biome-ignore lint/suspicious/noExplicitAny: a page's own props (React's `lazy` takes any component the same way)
type Page = ComponentType<any>;

/**
 * A page of a route group's chunk, loaded with the chunk the first time a route shows it; its props are the page's.
 * The language's catalogs that `/` does not load come with it (i18n.ts), unless the page needs only those loaded
 * `atStart` (the landing page).
 */
export function lazyPage<M extends { [P in K]: Page }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  catalogs: 'all' | 'atStart' = 'all',
): LazyExoticComponent<M[K]> {
  const page = lazy(() => {
    // Already loaded (before the first render by preloadPage, or since by startLoadingPageOf or another page of the
    // chunk): handed over at once, so the page renders without suspending (React.lazy renders at once when the
    // thenable calls back synchronously; a resolved Promise still waits a tick, and React then holds the page back
    // behind its Suspense fallback for 300 ms, with the page's own requests).
    const preloaded = preloadedChunks.get(load) as M | undefined;
    if (preloaded) return at(preloaded[name]);
    return loadWithCatalogs().then((module) => ({ default: (module as M)[name] }));
  });
  const loadWithCatalogs = () =>
    Promise.all([load(), catalogs === 'all' ? loadCatalogs() : undefined]).then(([module]) => {
      preloadedChunks.set(load, module);
      return module;
    });
  chunkOfPage.set(page, { load, catalogs, loadWithCatalogs });
  return page;
}

/**
 * The pages of one route chunk by name: `chunk.SignInPage` is `lazyPage(load, 'SignInPage')`, made the first time it is
 * named and the same component ever after (React would otherwise mount a new page on every render).
 */
export function lazyChunk<M extends Record<string, Page>>(load: () => Promise<M>): { readonly [K in keyof M]: LazyExoticComponent<M[K]> } {
  const pages = new Map<string, LazyExoticComponent<Page>>();
  return new Proxy({} as { readonly [K in keyof M]: LazyExoticComponent<M[K]> }, {
    get(_, name) {
      if (typeof name !== 'string') return undefined;
      let page = pages.get(name);
      if (!page) {
        page = lazyPage(load, name);
        pages.set(name, page);
      }
      return page;
    },
  });
}

/** A page's chunk: its loader, and whether the page needs the catalogs `/` does not load. */
export interface PageChunk {
  load: () => Promise<unknown>;
  catalogs: 'all' | 'atStart';
  loadWithCatalogs: () => Promise<unknown>;
}

const chunkOfPage = new WeakMap<object, PageChunk>();

/** The chunk of the page a route's element shows, looking through its guards' children; none for a redirect. */
export function pageChunkOf(element: ReactNode): PageChunk | undefined {
  for (let node = element; isValidElement(node); node = (node.props as { children?: ReactNode }).children) {
    const chunk = chunkOfPage.get(node.type as object);
    if (chunk) return chunk;
  }
  return undefined;
}

/**
 * Starts loading the chunk (and catalogs) of the page a route's element shows: main.tsx asks for the first page's
 * chunk before the app's first render gets to it. Settles once it has loaded, or failed to.
 */
export function startLoadingPageOf(element: ReactNode): Promise<unknown> {
  const chunk = pageChunkOf(element);
  if (chunk) firstPage = chunk.loadWithCatalogs().catch(() => undefined);
  return firstPage;
}

/** Settles once the chunk of the page first opened (startLoadingPageOf) has loaded, or failed to. */
let firstPage: Promise<unknown> = Promise.resolve();

/**
 * Calls back once the first page's chunk has loaded and the browser is then idle (at the latest 2 s later); returns a
 * cancel. What the first screen can do without waits for it (the header's menus, the tooltips): the page the user
 * opened comes first on a slow link.
 */
export function afterFirstPage(callback: () => void): () => void {
  let cancel = () => {};
  let live = true;
  void firstPage.then(() => {
    if (live) cancel = whenIdle(callback, 2000);
  });
  return () => {
    live = false;
    cancel();
  };
}

/** Calls back once the browser has nothing more urgent to do (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(callback: () => void, timeout: number): () => void {
  // Safari has no requestIdleCallback: a task after this one.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(callback, 1);
    return () => clearTimeout(id);
  }
  const id = window.requestIdleCallback(callback, { timeout });
  return () => window.cancelIdleCallback(id);
}

function at<T>(value: T): Promise<{ default: T }> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once, on purpose (see lazyPage)
  return { then: (resolve: (module: { default: T }) => void) => resolve({ default: value }) } as Promise<{ default: T }>;
}

const preloadedChunks = new Map<() => Promise<unknown>, unknown>();

/**
 * Loads a route's chunk before the app first renders (main.tsx, over the prerendered landing page): the page then
 * replaces the prerendered one directly, with no loader between them.
 */
export async function preloadPage(load: () => Promise<unknown>): Promise<void> {
  preloadedChunks.set(load, await load());
}
