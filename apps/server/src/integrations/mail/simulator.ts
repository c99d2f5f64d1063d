import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema/mail';
import { escapeHtml } from '../../lib/html';

const messageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});

async function listMessages(db: Database, to?: string) {
  const rows = await db
    .select()
    .from(devOutbox)
    .where(to ? eq(devOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(devOutbox.sentAt))
    .limit(200);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, sentAt: r.sentAt.toISOString() }));
}

/** The dev outbox: what the app "sent" while no SMTP server is configured. */
export async function mailSimulator(app: FastifyInstance, opts: { db: Database }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/sim/mail/messages',
    {
      schema: {
        hide: true,
        querystring: z.object({ to: z.string().max(256).optional() }),
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request) => listMessages(opts.db, request.query.to),
  );

  typed.get('/sim/mail', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listMessages(opts.db);
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</p>` +
          `<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    const page = `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto}article{border:1px solid #ccc;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev outbox (${messages.length})</h1>${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
