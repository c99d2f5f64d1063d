import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app';
import { createShop, type Shop } from './storefront-fixtures';

/**
 * The test file's app: created before its first test and closed after its last. The object returned reads
 * through to that app, so tests and fixtures take it as any TestApp once `beforeAll` has run.
 */
export function useTestApp(create: () => Promise<TestApp> = () => createTestApp()): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await create();
  });
  afterAll(async () => current?.close());
  const ready = () => {
    if (!current) throw new Error('the test app is used before beforeAll has run');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}

/**
 * What `create` makes (a shop, a picked postcode...), made once before the file's tests (after the hooks
 * registered before it) and shared by them: the returned object is filled in place.
 */
export function useFixture<T extends object>(create: () => Promise<T>): T {
  const value = {} as T;
  beforeAll(async () => {
    Object.assign(value, await create());
  });
  return value;
}

/** A seller's published shop with two products (`createShop`), for the whole file. */
export const useShop = (t: TestApp): Shop => useFixture(() => createShop(t));
