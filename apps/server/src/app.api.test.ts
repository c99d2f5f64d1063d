import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { useTestApp } from '../test/use-test-app';

const t = useTestApp(() => createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } }));

/**
 * The answers to four sign-in attempts from `remoteAddress` (forwarded for 198.51.100.<i> when `forwarded`), on an
 * app that allows three a minute.
 */
async function fourSignIns(app: TestApp['app'], remoteAddress: string, username: string, forwarded = false) {
  const answers = [];
  for (let i = 0; i < 4; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Token',
      remoteAddress,
      payload: `grant_type=password&username=${encodeURIComponent(username)}&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(forwarded ? { 'x-forwarded-for': `198.51.100.${i}` } : {}) },
    });
    answers.push(res);
  }
  return answers;
}

const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);

describe('GET /version', () => {
  it('returns the client version of the spec and the service version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version' });
    expect(res.json()).toEqual({ client: '2.8.1', service: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });
});

describe('error contract', () => {
  it('answers an unknown API path with a localised ROUTE_NOT_FOUND', async () => {
    const th = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(th.statusCode).toBe(404);
    expect(th.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'ไม่พบบริการที่เรียก' } });
    const en = await t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'accept-language': 'en' } });
    expect(en.json().error.message).toBe('No such service');
  });

  it('turns malformed JSON into a 400 without internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('refuses NUL and control characters in any string (query, body) with a Thai message at the field', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/stores?uri=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.issues).toEqual([
      { path: 'querystring.uri', code: 'validation.controlCharacter', message: 'มีอักขระควบคุมหรืออักขระที่อ่านไม่ได้ กรุณาลบออก' },
    ]);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: { email: 'nul@example.test', firstName: 'a\u0000b', lastName: 'x\u0007', password: 'abcdef', confirmPassword: 'abcdef' },
      headers: { 'accept-language': 'en' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().error.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'firstName', message: 'Contains a control or unreadable character; please remove it' }),
      ]),
    );
  });

  it("answers Fastify's own refusals (bad URL encoding, a path parameter too long) in the localised envelope", async () => {
    for (const url of ['/api/stores/%E0%A4%A/products', '/%', `/api/stores/${'a'.repeat(300)}/products`]) {
      const th = await t.app.inject({ url });
      expect(th.statusCode, url).toBe(400);
      expect(th.json(), url).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'กรุณาตรวจสอบข้อมูลที่กรอก' } });
      const en = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(en.json().error.message, url).toBe('Please check the data entered');
    }
  });

  it('answers headers too large for the HTTP parser in the envelope too', async () => {
    const listening = await createTestApp();
    try {
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = listening.app.server.address() as { port: number };
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/version', headers: { 'x-big': 'x'.repeat(20_000) } }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toEqual({ error: { code: 'HEADERS_TOO_LARGE', message: expect.stringContaining('ส่วนหัว') } });
    } finally {
      await listening.close();
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: JSON.stringify({ email: 'a@b.co', firstName: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('matches paths case-insensitively, as the spec call catalogue is written', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/API/account/userinfo' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('security baseline', () => {
  it('sends a strict content security policy and the usual headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/version' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS (a year, subdomains) behind an https public address, none over plain http; /docs only when on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/version' })).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://songdee.example', API_DOCS: 'off' } });
    try {
      const res = await https.app.inject({ method: 'GET', url: '/version' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect((await https.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await https.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(404);
    } finally {
      await https.close();
    }
  });

  it('rate-limits sign-in per IP', async () => {
    const answers = await fourSignIns(t.app, '203.0.113.9', 'nobody@example.test');
    expect(statuses(answers)).toEqual([400, 400, 400, 429]);
    expect(answers[3]?.json().error.code).toBe('RATE_LIMITED');
  });

  it('keeps ONE budget per address across sign-in, sign-up and recovery, not one per route', async () => {
    const from = '203.0.113.12';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/Token',
        remoteAddress: from,
        headers: form,
        payload: 'grant_type=password&username=a%40b.test&password=x',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        remoteAddress: from,
        headers: form,
        payload: 'grant_type=password&username=a%40b.test&password=x',
      }),
      await t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', remoteAddress: from, payload: { email: 'a@b.test' } }),
      await t.app.inject({ method: 'POST', url: '/api/Account/Register', remoteAddress: from, payload: {} }),
      await t.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', remoteAddress: from, payload: {} }),
    ];
    // The budget is 3 a minute here: the fourth and fifth calls, each on a route of its own, are already over it.
    expect(statuses(answers).slice(3)).toEqual([429, 429]);
    expect(statuses(answers).slice(0, 3)).not.toContain(429);
    // Another address still has its own budget.
    expect((await fourSignIns(t.app, '203.0.113.13', 'other@example.test'))[0]?.statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a client that is no configured proxy, so the limit cannot be dodged', async () => {
    expect(statuses(await fourSignIns(t.app, '203.0.113.10', 'forwarded@example.test', true))).toEqual([400, 400, 400, 429]);
  });

  it('takes the client address from a configured proxy', async () => {
    const proxied = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '203.0.113.11' } });
    try {
      expect(statuses(await fourSignIns(proxied.app, '203.0.113.11', 'proxied@example.test', true))).toEqual([400, 400, 400, 400]);
    } finally {
      await proxied.close();
    }
  });

  it('publishes the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/Account/Register', '/api/Token', '/version']));
  });
});
