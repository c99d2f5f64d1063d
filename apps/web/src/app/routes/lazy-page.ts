import { type ComponentType, lazy } from 'react';

/** A page of a route group's chunk, loaded with the chunk the first time a route shows it. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
