import { randomUUID } from 'node:crypto';
import { MATRIX_ROLES, type MatrixRole, ROLE_GROUPS } from '@songdee/shared/admin/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/factories';
import { OUTLET_A } from '../test/reserve-fixtures';
import { type Allowed, ROLE_MATRIX } from '../test/role-matrix';
import { useTestApp } from '../test/use-test-app';

/**
 * The role matrix of spec 2 section 6 against the running server: every route of the OpenAPI document, called by
 * each role, is let through or refused as the table in test/role-matrix.ts says. "Refused" is 401 or 403 (before
 * any validation); anything else (200, 400 for the empty body sent, 404 for the made-up id) is "let through".
 */
const t = useTestApp();

type Caller = { role: MatrixRole; auth: Record<string, string>; storeId: string | null; email: string | null };
const callers: Caller[] = [];
let sellerStoreId = '';

beforeAll(async () => {
  const { db } = t.database;
  const make = async (role: MatrixRole): Promise<Caller> => {
    if (role === 'guest') return { role, auth: {}, storeId: null, email: null };
    const post = role === 'Admin' || role === 'AdminOutlet' || role === 'AdminStaff' || role === 'AdminEMS';
    const zone = role === 'zoneUser' ? { postalCode: OUTLET_A, outletName: 'คลองเตย', staff: null } : null;
    const made = await createUser(t.app, db, {
      ...(post ? { role, outletCode: role === 'Admin' ? '000000' : OUTLET_A } : {}),
      zone,
      ...(role === 'seller' ? { store: { type: 'Publish' } } : role === 'zoneUser' ? { store: { type: 'Draft' } } : {}),
    });
    return { role, auth: made.auth, storeId: made.storeId, email: made.user.email };
  };
  for (const role of MATRIX_ROLES) callers.push(await make(role));
  sellerStoreId = callers.find((c) => c.role === 'seller')?.storeId ?? '';
});

/** A value for each path parameter: the caller's own store (else the seller's), made-up ids and codes otherwise. */
function urlFor(path: string, caller: Caller) {
  const values: Record<string, string> = {
    storeId: caller.storeId ?? sellerStoreId,
    userName: 'nobody@example.test',
    device: 'pc',
    term: '101',
    postalId: '10110',
    provinceId: '10',
    borderId: '1001',
  };
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? randomUUID());
}

/** Calls `route` as `caller` with an empty JSON body; a stream (text/event-stream) is closed once its head is read. */
async function callAs(route: string, caller: Caller) {
  const [method, path] = route.split(' ') as [string, string];
  const withBody = method !== 'GET' && method !== 'DELETE';
  const res = await t.app.inject({
    method: method as 'GET',
    url: urlFor(path, caller),
    headers: { ...caller.auth, ...(withBody ? { 'content-type': 'application/json' } : {}) },
    ...(withBody ? { payload: '{}' } : {}),
    ...(/stream$/i.test(path) ? { payloadAsStream: true } : {}),
  });
  if (/stream$/i.test(path)) res.stream().destroy();
  // A session ended by the call is opened again, so the walk goes on as the same caller.
  if (/Logout$/i.test(path) && caller.email) caller.auth = { authorization: `Bearer ${await signIn(t.app, caller.email)}` };
  return { status: res.statusCode, body: /stream$/i.test(path) ? '' : res.body };
}

/** Calls that change who the caller is (a buyer given a store, a session ended) run last. */
const LAST = [/\/api\/stores\/draft$/i, /Logout$/i];
const order = (route: string) => LAST.findIndex((p) => p.test(route));

const allowedRoles = (allowed: Allowed): readonly MatrixRole[] => (typeof allowed === 'string' ? ROLE_GROUPS[allowed] : allowed);

describe('the role matrix of spec 2 section 6', () => {
  it('has a row for every route of the OpenAPI document and no row without a route', async () => {
    await t.app.ready();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const missing = routes.filter((r) => !(r in ROLE_MATRIX));
    const stale = Object.keys(ROLE_MATRIX).filter((r) => !routes.includes(r));
    const message = [
      ...missing.map(
        (r) =>
          `No row for "${r}": add it to apps/server/test/role-matrix.ts, e.g.  '${r}': 'signedIn',  (the roles spec 2 section 6 allows)`,
      ),
      ...stale.map((r) => `Row "${r}" in apps/server/test/role-matrix.ts has no route any more: remove it`),
    ].join('\n');
    expect(message).toBe('');
  });

  it('lets each role through exactly the routes its row allows, and refuses the rest with 401 or 403', async () => {
    const routes = apiRoutes()
      .filter((r) => r in ROLE_MATRIX)
      .sort((a, b) => order(a) - order(b));
    const wrong: string[] = [];
    for (const caller of callers) {
      for (const route of routes) {
        const res = await callAs(route, caller);
        const refused = res.status === 401 || res.status === 403;
        const expected = allowedRoles(ROLE_MATRIX[route] as Allowed).includes(caller.role);
        if (refused === expected) {
          wrong.push(
            `${route} as ${caller.role}: expected ${expected ? 'allowed' : 'refused'}, got ${res.status} ${res.body.slice(0, 80)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);
});

/** "METHOD /path" of every API route in the OpenAPI document (the simulators and the docs page are not the API). */
function apiRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/') || path === '/version')
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    .sort();
}
