import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import { createUser } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { signedIn } from './modules/auth/actor';

/** Every route whose onRequest hooks include `signedIn`, as the app registered them. */
const routes: RouteOptions[] = [];
const t = useTestApp(() => createTestApp({ onRoute: (route) => routes.push(route) }));

const needsSignIn = (route: RouteOptions) => [route.onRequest ?? []].flat().includes(signedIn);
const methodsOf = (route: RouteOptions) => [route.method].flat();
/** Every `:param` of the path replaced by something no schema accepts. */
const garbageUrl = (url: string) => `${url.replace(/:[A-Za-z]+/g, 'not-an-id%20%27--')}?page=-1&size=x&searchString=${'x'.repeat(500)}`;

describe('authentication runs before validation', () => {
  it('answers every anonymous request to a signed-in route with 401, whatever its params and body', async () => {
    const signedInRoutes = routes.filter(needsSignIn);
    // The whole store-owner API is behind sign-in; a broken collection must not pass by finding nothing.
    expect(signedInRoutes.length).toBeGreaterThan(60);

    const notRefused: string[] = [];
    for (const route of signedInRoutes) {
      for (const method of methodsOf(route)) {
        const withBody = method !== 'GET' && method !== 'HEAD';
        const res = await t.app.inject({
          method: method as 'GET',
          url: garbageUrl(route.url),
          ...(withBody ? { headers: { 'content-type': 'application/json' }, payload: '{"garbage": [1, {"x": ' } : {}),
        });
        // HEAD answers carry no body; every other answer must be the UNAUTHENTICATED envelope.
        const refused = res.statusCode === 401 && (method === 'HEAD' || res.json().error?.code === 'UNAUTHENTICATED');
        if (!refused) notRefused.push(`${method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(notRefused).toEqual([]);
  });

  it('gives a signed-in caller the same 400 for a store id that is not a UUID on every store route', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    const storeRoutes = routes.filter((r) => needsSignIn(r) && r.url.includes(':storeId'));
    expect(storeRoutes.length).toBeGreaterThan(40);
    const answers = new Set<string>();
    for (const route of storeRoutes) {
      for (const method of methodsOf(route).filter((m) => m !== 'HEAD')) {
        const res = await t.app.inject({ method: method as 'GET', url: route.url.replace(':storeId', 'not-a-uuid'), headers: auth });
        const error = res.json().error;
        const storeIssue = error?.issues?.find((i: { path: string }) => i.path === 'params.storeId');
        answers.add(`${res.statusCode} ${error?.code} ${storeIssue?.message}`);
      }
    }
    expect([...answers]).toEqual(['400 VALIDATION_FAILED ข้อมูลไม่ถูกต้อง']);
  });
});
