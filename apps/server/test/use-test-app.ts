import { afterAll, beforeAll, describe } from 'vitest';
import { createListeningTestApp, createTestApp, type TestApp, type TestAppOptions } from './create-test-app';
import { testDatabaseTarget } from './global-setup';
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
 * `useTestApp` for an app listening on a loopback port with the simulators on (`createListeningTestApp`); `origin`
 * reads its address once `beforeAll` has run.
 */
export function useListeningTestApp(
  env: (origin: string) => Record<string, string>,
  options: Omit<TestAppOptions, 'env'> = {},
): TestApp & { readonly origin: string } {
  let origin: string | undefined;
  const t = useTestApp(async () => {
    const app = await createListeningTestApp(env, options);
    origin = app.origin;
    return app;
  });
  return {
    get app() {
      return t.app;
    },
    get database() {
      return t.database;
    },
    close: () => t.close(),
    get origin() {
      if (!origin) throw new Error('the test app is used before beforeAll has run');
      return origin;
    },
  };
}

/**
 * What the enclosing block's tests start (databases, apps, server processes) is closed after its last test, the
 * last started first: push a closer once each thing is up.
 */
export function useCleanups(): Array<() => Promise<void>> {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return cleanups;
}

/**
 * A block only a real PostgreSQL can run (two connections or processes on one database; the embedded PGlite is one),
 * skipped on PGlite; `cleanups` closes what its tests start (`useCleanups`).
 */
export const describeOnPostgres = (title: string, body: (cleanups: Array<() => Promise<void>>) => void) =>
  describe.skipIf(testDatabaseTarget().kind !== 'postgres')(title, () => body(useCleanups()));

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
