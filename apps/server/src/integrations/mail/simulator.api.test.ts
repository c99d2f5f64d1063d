import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const register = (email: string, firstName: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Register',
    payload: { email, firstName, lastName: 'ทดสอบ', password: 'abcdef', confirmPassword: 'abcdef' },
  });

describe('dev outbox simulator (/sim/mail)', () => {
  it('lists only the messages sent to one address, newest first, as JSON', async () => {
    const alice = uniqueEmail('alice');
    const bob = uniqueEmail('bob');
    await register(alice, 'อลิส');
    await register(bob, 'บ๊อบ');
    await t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email: alice } });
    await t.app.backgroundTasks.settled();
    const res = await t.app.inject({ method: 'GET', url: `/sim/mail/messages?to=${encodeURIComponent(alice.toUpperCase())}` });
    const messages = res.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['ตั้งรหัสผ่านใหม่สำหรับบัญชีส่งดี', 'ยืนยันอีเมลสำหรับบัญชีส่งดี']);
    expect(messages[0]).toMatchObject({
      to: alice,
      text: expect.stringContaining('/resetpassword?userId='),
      html: expect.stringContaining('<a href='),
    });
    expect(Date.parse(messages[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(messages[1].sentAt));
  });

  it('shows the messages as a page, with their text escaped', async () => {
    const email = uniqueEmail('page');
    await register(email, '<b>ตัวหนา</b>');
    const res = await t.app.inject({ method: 'GET', url: '/sim/mail' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(email);
    expect(res.body).toContain('&lt;b&gt;ตัวหนา&lt;/b&gt;');
    expect(res.body).not.toContain('<b>ตัวหนา</b>');
  });

  it('answers loopback callers only, as every simulator does, unless SIMULATORS_OPEN=on', async () => {
    // The outbox holds every password-reset link: from outside it would hand over any account.
    const outside = { remoteAddress: '203.0.113.9' };
    for (const url of [
      '/sim/mail',
      '/sim/mail/messages',
      '/sim/track/post/api/v1/authenticate/token',
      '/sim/payment',
      '/sim/payment/pending',
      '/sim/postjob/requests',
    ]) {
      const res = await t.app.inject({ method: url.includes('/track/') || url === '/sim/payment' ? 'POST' : 'GET', url, ...outside });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('FORBIDDEN');
    }
    expect((await t.app.inject({ url: '/SIM/MAIL/messages', ...outside })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/sim/mail/messages', remoteAddress: '::1' })).statusCode).toBe(200);
    const opened = await createTestApp({ env: { SIMULATORS: 'on', SIMULATORS_OPEN: 'on' } });
    try {
      expect((await opened.app.inject({ url: '/sim/mail/messages', ...outside })).statusCode).toBe(200);
    } finally {
      await opened.close();
    }
  });

  it('is not mounted when simulators are off', async () => {
    const prod = await createTestApp({ env: { SIMULATORS: 'off' } });
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/sim/mail/messages' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
