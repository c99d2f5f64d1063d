import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/create-test-app';
import { useTestApp } from '../test/use-test-app';

/** A built web app's two pages as the server sends them (the real build's shape, apps/web/vite.config.ts). */
function fakeWebDist(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'songdee-web-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><title>x</title></head><body><div id="root"><div inert>the loader</div></div></body></html>',
  );
  writeFileSync(
    join(dist, 'landing.html'),
    '<html><head><title>x</title></head><body><div id="root"><div inert>landing</div></div></body></html>',
  );
  return dist;
}

const t = useTestApp(() =>
  createTestApp({
    env: { WEB_DIST: fakeWebDist(), OLD_HOSTS: 'old.songdee.test, Legacy.songdee.test', NEW_HOST_URL: 'https://songdee.example' },
  }),
);

const page = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

describe('a page asked for on an old host', () => {
  it('carries the banner in its HTML, before the app, with the same path and query on the new host', async () => {
    const res = await page('/signin?msg=passwordReset', 'old.songdee.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<a href="https://songdee.example/signin?msg=passwordReset"');
    // Painted with the page: before #root, which the app renders into; counted by a script file (no inline script).
    expect(html.indexOf('id="old-host-banner"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="old-host-banner"')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('<script async src="/old-host-banner.js"></script></head>');
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('ส่งดีย้ายไปที่อยู่ใหม่แล้ว ระบบจะพาท่านไปใน <');
    expect(html).toContain('data-seconds="10"');
    expect(html).toContain('the loader');
  });

  it('keeps the landing page at / and matches host names whatever their case, with a port', async () => {
    const res = await page('/', 'LEGACY.songdee.test:8080');
    expect(res.body).toContain('<a href="https://songdee.example/"');
    expect(res.body).toContain('landing');
  });

  it('is sent without the banner on the new host', async () => {
    const res = await page('/signin', 'songdee.example');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('old-host-banner');
  });
});
