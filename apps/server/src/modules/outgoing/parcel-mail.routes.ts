import { parcelMailCalls } from '@songdee/shared/line-notify/parcel-mail.calls';
import type { FastifyInstance } from 'fastify';
import { languageOf } from '../../integrations/line/render';
import { AppError } from '../../lib/app-error';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/i18n';
import { publicRoute, routesOf } from '../../lib/route-handlers';
import type { OutgoingRepository } from './outgoing.repository';

/**
 * The parcel e-mails' one-click stop: a GET from the link in the mail (no sign-in, the token is signed), answered
 * with a small page in the user's language. Stopping twice is harmless (the first time is kept).
 */
export async function parcelMailRoutes(
  app: FastifyInstance,
  opts: { repo: OutgoingRepository; verify: (token: string) => string | undefined; now: () => Date },
) {
  const route = routesOf(app);
  route.raw(publicRoute(parcelMailCalls.stop), async (req, reply) => {
    const userId = opts.verify(req.query.token);
    const user = userId ? await opts.repo.stopParcelMails(userId, opts.now()) : undefined;
    if (!user) throw new AppError('MAIL_STOP_LINK_INVALID');
    const lang = languageOf(user.lang);
    const title = escapeHtml(translate(lang, 'mail.stoppedTitle'));
    const body = escapeHtml(translate(lang, 'mail.stoppedBody'));
    const page = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6}</style></head>
<body><h1>${title}</h1><p>${body}</p></body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
