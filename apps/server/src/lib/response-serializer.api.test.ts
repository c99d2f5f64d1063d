import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/create-test-app';
import { registerErrorHandler } from './error-handler';
import { parsesAsItEncodes, responseSerializer, responseZod } from './response-serializer';

describe('parsesAsItEncodes', () => {
  it('holds for plain shapes, with their checks', () => {
    expect(parsesAsItEncodes(z.object({ id: z.uuid(), n: z.number().int().min(0), s: z.string().refine((v) => v !== 'x') }))).toBe(true);
    expect(parsesAsItEncodes(z.array(z.union([z.object({ a: z.literal('a') }), z.null()])).nullable())).toBe(true);
  });

  it('fails for a transform, a default or a codec anywhere inside', () => {
    expect(parsesAsItEncodes(z.object({ a: z.array(z.object({ n: z.number().transform(String) })) }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ a: z.union([z.null(), z.string().default('x')]) }))).toBe(false);
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    expect(parsesAsItEncodes(z.object({ at: isoDate.optional() }))).toBe(false);
  });
});

/** A bare app with our serializer and error handler, answering `answer` under `schema`. */
async function answering(schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializer);
  registerErrorHandler(app);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  return app.inject({ method: 'GET', url: '/x' });
}

describe('the response serializer', () => {
  const row = z.object({ id: z.uuid(), name: z.string() });

  it('sends the declared fields only: a field the schema does not name never leaves the server', async () => {
    const id = '3f1e6a52-4b8c-4d7e-9a0b-1c2d3e4f5a6b';
    const res = await answering(z.array(row), [{ id, name: 'สมชาย', passwordHash: 'secret' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id, name: 'สมชาย' }]);
  });

  it('refuses an answer its schema does not allow, with checks, as a server error', async () => {
    const res = await answering(z.array(row), [{ id: 'not-a-uuid', name: 'x' }]);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not-a-uuid');
  });

  it('encodes a schema with a direction, as the library does', async () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const res = await answering(z.object({ at: isoDate }), { at: new Date('2026-11-24T00:00:00Z') });
    expect(res.json()).toEqual({ at: '2026-11-24T00:00:00.000Z' });
  });

  it('answers every route of the app by parsing: no response schema has a direction', async () => {
    const directional: string[] = [];
    let schemas = 0;
    const t = await createTestApp({
      onRoute: (route: RouteOptions) => {
        for (const [status, schema] of Object.entries((route.schema?.response ?? {}) as Record<string, unknown>)) {
          const zod = responseZod(schema);
          if (!zod) continue;
          schemas++;
          if (!parsesAsItEncodes(zod)) directional.push(`${route.method} ${route.url} ${status}`);
        }
      },
    });
    try {
      await t.app.ready();
      expect(schemas).toBeGreaterThan(200);
      expect(directional).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
