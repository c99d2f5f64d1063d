import { randomUUID } from 'node:crypto';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

interface Operation {
  description?: string;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
}

/** Every upload route of the OpenAPI document (its description names the multipart field), with a path to call. */
async function uploadRoutes(storeId: string) {
  const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.description?.includes('multipart'))
      .map(([method, op]) => {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${randomUUID()}`);
        const url = path.replace('{storeId}', storeId).replace(/\{\w+\}/g, () => randomUUID());
        return { method: method.toUpperCase() as 'POST', url: query.length ? `${url}?${query.join('&')}` : url };
      }),
  );
}

describe('upload routes', () => {
  it('answer a multipart request without a boundary with 400 in the error envelope, never 500', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    // The landing content's uploads are the central admin's (the role matrix refuses anyone else first).
    const admin = await createUser(t.app, t.database.db, { role: 'Admin', outletCode: CENTRAL_OUTLET_CODE });
    const routes = await uploadRoutes(String(seller.storeId));
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const caller = route.url.startsWith('/api/admin/') ? admin : seller;
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x']) {
        const res = await t.app.inject({ ...route, headers: { ...caller.auth, 'content-type': contentType }, payload: 'garbage' });
        expect(res.statusCode, `${route.url} ${contentType}`).toBe(400);
        expect(res.json().error.code, route.url).toEqual(expect.any(String));
      }
    }
  });
});
