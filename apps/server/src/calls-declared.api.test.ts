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
    // A calls file exports groups of calls, some nested (a landing page's sliders, notices and FAQs).
    const collect = (value: unknown) => {
      if (isCall(value)) {
        const key = `${value.method} ${value.path}`;
        expect(calls.has(key), `${key} is declared twice`).toBe(false);
        calls.set(key, value);
      } else if (typeof value === 'object' && value !== null) {
        for (const inner of Object.values(value)) collect(inner);
      }
    };
    for (const group of Object.values(module)) collect(group);
  }
  return calls;
}

describe('every call is declared once', () => {
  it('registers every /api route from its declaration in packages/shared, and every declaration as a route', async () => {
    expect(t.app).toBeDefined();
    const calls = await declaredCalls();
    // A broken collection must not pass by finding nothing: the catalogue has well over a hundred calls.
    expect(calls.size).toBeGreaterThan(150);

    const registeredRoutes = routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ key: `${method} ${route.url}`, url: route.url, schema: route.schema })),
    );
    // Every /api route is declared; a few catalogue calls live outside /api (/version, /upload/excel) and are declared too.
    const undeclared = registeredRoutes.filter((route) => route.url.startsWith('/api/') && !calls.has(route.key)).map((route) => route.key);
    // The same schema object, not an equal copy: the route was registered from the declaration.
    const copied = registeredRoutes
      .filter((route) => calls.has(route.key) && calls.get(route.key)?.schema !== route.schema)
      .map((r) => r.key);
    const registered = new Set(registeredRoutes.map((route) => route.key));
    const unregistered = [...calls.keys()].filter((key) => !registered.has(key));

    expect(undeclared).toEqual([]);
    expect(copied).toEqual([]);
    expect(unregistered).toEqual([]);
  });
});
