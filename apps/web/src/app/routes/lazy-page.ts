import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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
  return lazy(async () => {
    const [module] = await Promise.all([load(), catalogs === 'all' ? loadCatalogs() : undefined]);
    return { default: module[name] };
  });
}
