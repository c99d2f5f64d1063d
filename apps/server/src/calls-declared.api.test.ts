import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Call } from '@songdee/shared/common/call';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import { useTestApp } from '../test/use-test-app';

/** Every route the app registered, as it registered it. */
const routes: RouteOptions[] = [];
const t = useTestApp(() => createTestApp({ onRoute: (route) => routes.push(route) }));

const sharedSrc = fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url));
const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schema' in value;

/** Every call declared in `packages/shared/src/**\/*.calls.ts`, by "METHOD path". */
async function declaredCalls(): Promise<Map<string, Call>> {
  const calls = new Map<string, Call>();
  for (const file of readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.calls.ts'))) {
    const module: Record<string, unknown> = await import(`${sharedSrc}${file}`);
    for (const group of Object.values(module)) {
      for (const call of Object.values(group as Record<string, unknown>).filter(isCall)) {
        const key = `${call.method} ${call.path}`;
        expect(calls.has(key), `${key} is declared twice`).toBe(false);
        calls.set(key, call);
      }
    }
  }
  return calls;
}

describe('every call is declared once', () => {
  it('registers every /api route from its declaration in packages/shared, and every declaration as a route', async () => {
    expect(t.app).toBeDefined();
    const calls = await declaredCalls();
    // A broken collection must not pass by finding nothing: the catalogue has well over a hundred calls.
    expect(calls.size).toBeGreaterThan(150);

    const apiRoutes = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/'))
        .map((method) => ({ key: `${method} ${route.url}`, schema: route.schema })),
    );
    const undeclared = apiRoutes.filter((route) => !calls.has(route.key)).map((route) => route.key);
    // The same schema object, not an equal copy: the route was registered from the declaration.
    const copied = apiRoutes.filter((route) => calls.has(route.key) && calls.get(route.key)?.schema !== route.schema).map((r) => r.key);
    const registered = new Set(apiRoutes.map((route) => route.key));
    const unregistered = [...calls.keys()].filter((key) => !registered.has(key));

    expect(undeclared).toEqual([]);
    expect(copied).toEqual([]);
    expect(unregistered).toEqual([]);
  });
});
