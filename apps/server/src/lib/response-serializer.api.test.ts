import { plainString } from '@songdee/shared/common/text.schema';
import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/create-test-app';
import { registerErrorHandler } from './error-handler';
import { parsesAsItEncodes, responseSerializer, responseZod, shapeOnly } from './response-serializer';

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

  it('refuses an answer of another shape as a server error: a wrong kind, a missing field, a value no enum has', async () => {
    for (const [schema, answer] of [
      [z.array(row), [{ id: 'f00d', name: 42 }]],
      [z.array(row), [{ id: 'f00d' }]],
      [z.object({ status: z.enum(['DELIVERED', 'RETURNED']) }), { status: 'f00d' }],
      [z.object({ kind: z.literal('a').nullable() }), { kind: 'f00d' }],
    ] as const) {
      const res = await answering(schema, answer);
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('f00d');
    }
  });

  it('does not run input rules on the way out: a stored text a rule refuses is still answered', async () => {
    const strict = z.object({ id: z.uuid(), name: plainString().min(3), n: z.number().int() });
    const answer = { id: 'legacy-7', name: 'a\u0001', n: 1.5 };
    expect(strict.safeParse(answer).success).toBe(false);
    const res = await answering(strict, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(answer);
  });

  it('keeps the shape of every kind it rebuilds, nested', () => {
    const schema = z.object({
      list: z.array(z.union([z.object({ a: z.uuid() }), z.null()])),
      byKey: z.record(z.string(), z.number().int()),
      maybe: plainString().optional(),
    });
    const shape = shapeOnly(schema);
    expect(shape.parse({ list: [{ a: 'x', extra: 1 }, null], byKey: { k: 1.5 }, other: 2 })).toEqual({
      list: [{ a: 'x' }, null],
      byKey: { k: 1.5 },
    });
    expect(shape.safeParse({ list: ['x'], byKey: {} }).success).toBe(false);
    expect(shape.safeParse({ list: [], byKey: { k: 'x' } }).success).toBe(false);
    expect(shape.safeParse({ list: [], byKey: {}, maybe: 3 }).success).toBe(false);
    expect(shapeOnly(schema)).toBe(shape);
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
