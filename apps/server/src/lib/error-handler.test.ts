import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

/** An app whose routes fail as a query does when the database is down or refuses, with its log kept as text. */
async function failingApp() {
  const lines: string[] = [];
  const log = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream: log } });
  app.addHook('onRequest', async (request) => {
    (request as unknown as { lang: string }).lang = 'th';
  });
  registerErrorHandler(app);
  const failedQuery = (cause: unknown) =>
    new DrizzleQueryError('select * from sessions where token_hash = $1', ['digest-of-a-session-token', 'สมชาย'], cause as Error);
  app.get('/down', async () => {
    throw failedQuery(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  });
  app.get('/restarting', async () => {
    throw failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
  });
  app.get('/broken', async () => {
    throw failedQuery(Object.assign(new Error('division by zero'), { code: '22012' }));
  });
  await app.ready();
  return { app, log: () => lines.join('') };
}

describe('a failing database', () => {
  it('answers 503 with Retry-After while the database is unreachable or restarting, in the envelope', async () => {
    const { app } = await failingApp();
    for (const url of ['/down', '/restarting']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: 'ระบบฐานข้อมูลไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่ในอีกสักครู่' });
    }
    // Any other failure stays a 500.
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    await app.close();
  });

  it('never logs a failed query’s parameters (a token digest, what a user typed)', async () => {
    const { app, log } = await failingApp();
    await app.inject({ method: 'GET', url: '/down' });
    await app.inject({ method: 'GET', url: '/broken' });
    const text = log();
    expect(text).toContain('select * from sessions');
    expect(text).toContain('22012');
    expect(text).not.toContain('digest-of-a-session-token');
    expect(text).not.toContain('สมชาย');
    await app.close();
  });
});
