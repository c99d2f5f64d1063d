import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import { sendError } from '../lib/error-handler';
import { cardPaymentSimulator } from './card-payment/simulator';
import { lineSimulator } from './line/simulator';
import { mailSimulator } from './mail/simulator';
import { oidcSimulator } from './oidc/simulator';
import { postJobSimulator } from './post-job/simulator';
import { trackSimulator } from './track-trace/simulator';
import { trackWebhookSimulator } from './track-trace/webhook-simulator';

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The socket's address, not a forwarded one: a proxy in front must not turn outside callers into loopback ones. */
const fromLoopback = (request: FastifyRequest) => LOOPBACK.test(request.socket.remoteAddress ?? '');

/**
 * The local stand-ins of the outside services under /sim (mail outbox, track and trace, pick-up booking, card
 * gateway, OpenID Connect providers, LINE Messaging API). The outbox holds every password-reset link, so they answer callers on this machine only, unless
 * SIMULATORS_OPEN=on opens them (a demo on a shared host, knowingly).
 */
export async function simulators(app: FastifyInstance, opts: { env: Env; db: Database }) {
  const { env, db } = opts;
  if (env.SIMULATORS_OPEN !== 'on') {
    app.addHook('onRequest', async (request, reply) => {
      if (!fromLoopback(request)) return sendError(request, reply, 'FORBIDDEN');
    });
  }
  await app.register(mailSimulator, { db });
  await app.register(trackSimulator, { apiKey: env.TRACK_API_KEY });
  await app.register(trackWebhookSimulator, {
    apiKey: env.TRACK_API_KEY,
    subscriberUrl: `${env.PUBLIC_URL.replace(/\/+$/, '')}/api/track/webhook`,
    subscriberSecret: env.TRACK_WEBHOOK_SECRET,
  });
  await app.register(lineSimulator);
  await app.register(postJobSimulator, { apiKey: env.POST_JOB_API_KEY });
  await app.register(cardPaymentSimulator, { secret: env.PAYMENT_HMAC_SECRET });
  await app.register(oidcSimulator, {
    publicUrl: env.PUBLIC_URL,
    clients: env.OIDC_PROVIDERS.filter((p) => p.simulated).map((p) => ({
      slot: p.id,
      clientId: p.clientId,
      clientSecret: p.clientSecret,
      lineStyle: p.idTokenHs256,
    })),
  });
}
