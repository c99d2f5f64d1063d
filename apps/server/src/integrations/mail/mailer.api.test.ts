import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { latestMail, uniqueEmail } from '../../../test/factories';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

let smtp: SMTPServer;
let t: TestApp;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the sign-up confirmation to a real SMTP server, in Thai, and keeps nothing in the dev outbox', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: { email, firstName: 'ทดสอบ', lastName: 'อีเมล', password: 'abcdef', confirmPassword: 'abcdef' },
    });
    expect(res.statusCode).toBe(201);
    const mail = received.find((m) => m.to.includes(email));
    expect(mail?.subject).toBe('ยืนยันอีเมลสำหรับบัญชีส่งดี');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/confirmemail\?userId=[0-9a-f-]{36}&code=\S+/);
    expect(await latestMail(t.app, email)).toBeUndefined();
  });
});
