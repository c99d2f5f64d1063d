import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * With SMTP_URL the mail goes out over SMTP; without it, nodemailer's JSON transport builds it
 * and the message is kept in the dev outbox table (shown at /sim/mail), so nothing is held in memory.
 */
export function createMailer(options: { smtpUrl?: string; from: string; db: Database }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await options.db.insert(devOutbox).values(mail);
    },
  };
}
