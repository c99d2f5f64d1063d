import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { useFixture, useTestApp } from '../test/use-test-app';

/**
 * The fuzz suite: every route of the OpenAPI document, called by a signed-in seller on their own store
 * with path, query and body values generated from the route's schemas by fast-check and mixed with hostile ones
 * (NUL and other control characters, a 1 MB string, huge numbers, Thai, emoji, SQL and HTML fragments). No answer may
 * be a 500, and every refusal must be in the `{ error: { code, message } }` envelope. Fixed seed, bounded runs.
 */
const SEED = 20_261_124;
const RUNS_PER_ROUTE = 4;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
};
interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\u007f\u0085',
  // Lone UTF-16 halves: no character, and PostgreSQL's UTF-8 cannot store them.
  '\ud800',
  'x\udfffy',
  'x'.repeat(1024 * 1024),
  'สมชาย ใจดี กรุงเทพมหานคร',
  '🚚📦👍🏽',
  "' OR 1=1; DROP TABLE orders; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '%00%ff%',
  '../../etc/passwd',
  '',
  ' ',
  '9'.repeat(400),
];
// Just past PostgreSQL `integer` either way, and far past it.
const HOSTILE_NUMBERS = [0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.000001, 4_294_967_296, 2_147_483_648, -2_147_483_649, 1e20];

const hostile = fc.oneof(fc.constantFrom<unknown>(...HOSTILE_STRINGS), fc.constantFrom<unknown>(...HOSTILE_NUMBERS), fc.constant(null));

/** Values shaped by a JSON schema (from the zod schemas), one time in three replaced by a hostile one. */
function shapedBy(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (!schema || depth > 4) return fc.anything({ maxDepth: 1 });
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices?.length) return fc.oneof(...choices.map((s) => shapedBy(s, depth + 1)));
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        return schema.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 40 });
      case 'integer':
        return fc.integer();
      case 'number':
        return fc.double({ noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(shapedBy(schema.items, depth + 1), { maxLength: 3 });
      case 'object':
        return fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, shapedBy(s, depth + 1)])), {
          requiredKeys: [],
        });
      default:
        return fc.anything({ maxDepth: 1 });
    }
  })();
  return fc.oneof({ arbitrary: shaped, weight: 2 }, { arbitrary: hostile, weight: 1 });
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

const t = useTestApp();
const seller = useFixture(() => createUser(t.app, t.database.db, { store: {} }));

describe('fuzzing every route of the OpenAPI document', () => {
  it('answers no 500 and nothing outside the error envelope', { timeout: 600_000 }, async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      // Signing out would end the session the rest of the run uses.
      if (/logout/i.test(route.path)) continue;
      const params = route.op.parameters ?? [];
      const bodySchema = route.op.requestBody?.content?.['application/json']?.schema;
      const input = fc.record({
        path: fc.record(
          Object.fromEntries(
            params
              .filter((p) => p.in === 'path')
              .map((p) => [p.name, p.name === 'storeId' ? fc.constant(String(seller.storeId)) : shapedBy(p.schema)]),
          ),
        ),
        query: fc.record(Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, shapedBy(p.schema)])), {
          requiredKeys: [],
        }),
        body: bodySchema ? shapedBy(bodySchema) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path, query, body }) => {
          const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(text(path[name]).slice(0, 2000)) || 'x');
          const search = new URLSearchParams(
            Object.entries(query).map(([k, v]): [string, string] => [k, text(v).slice(0, 100_000)]),
          ).toString();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: seller.auth,
            ...(body === undefined || route.method === 'GET'
              ? {}
              : { payload: JSON.stringify(body), headers: { ...seller.auth, 'content-type': 'application/json' } }),
          });
          const where = `${route.method} ${route.path} -> ${res.statusCode}`;
          if (res.statusCode >= 500 && res.json().error?.code === 'INTERNAL') failures.push(`${where} ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            let envelope = false;
            try {
              const error = res.json().error;
              envelope = typeof error?.code === 'string' && typeof error?.message === 'string';
            } catch {
              envelope = false;
            }
            if (!envelope) failures.push(`${where} outside the envelope: ${res.body.slice(0, 200)}`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
  });
});
