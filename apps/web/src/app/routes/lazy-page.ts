import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: a page's own props (React's `lazy` takes any component the same way)
type Page = ComponentType<any>;

/** A page of a route group's chunk, loaded with the chunk the first time a route shows it; its props are the page's. */
export function lazyPage<M extends { [P in K]: Page }, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
