import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { POST_JOB_API_KEY_HEADER, type PostJobRequest } from './client';

/**
 * A local stand-in for the pick-up booking service under /sim/postjob, speaking the client's protocol.
 * The answer is chosen by a marker in DESCRIPTION, so any test or e2e journey drives it through the form and
 * any number of server processes agree:
 *
 *   (no marker)      STATUS 0, waiting for an officer
 *   #accept          STATUS 1, appointment accepted
 *   #queue-full      STATUS -1, queue full
 *   #reason:<text>   REASON <text> (to the end of the line): the booking is refused
 *   #down            HTTP 503 (the service is down)
 *   #garbage         HTTP 200 with a body that is not an answer
 *
 * Like every simulator it answers loopback callers only (`simulators.ts`), and keeps the last requests in memory (GET /sim/postjob/requests) so
 * tests can tell what was sent; that log is per process, which is all a simulator needs.
 */

export type SimulatedAnswer =
  | { kind: 'status'; status: 0 | 1 | -1 }
  | { kind: 'reason'; reason: string }
  | { kind: 'down' }
  | { kind: 'garbage' };

/** The answer the simulator gives for a DESCRIPTION (the first marker wins). */
export function simulatedPostJobAnswer(description: string): SimulatedAnswer {
  const reason = /#reason:([^\n\r]*)/i.exec(description);
  const marker = /#(accept|queue-full|down|garbage|reason:)/i.exec(description)?.[1]?.toLowerCase();
  if (marker === 'reason:' && reason?.[1]?.trim()) return { kind: 'reason', reason: reason[1].trim() };
  if (marker === 'accept') return { kind: 'status', status: 1 };
  if (marker === 'queue-full') return { kind: 'status', status: -1 };
  if (marker === 'down') return { kind: 'down' };
  if (marker === 'garbage') return { kind: 'garbage' };
  return { kind: 'status', status: 0 };
}

const LOG_SIZE = 200;

export async function postJobSimulator(app: FastifyInstance, opts: { apiKey: string }) {
  const received: Array<PostJobRequest & { receivedAt: string }> = [];
  const expectedKey = Buffer.from(opts.apiKey);

  const refuse = (reply: FastifyReply, code: number, message: string) => reply.code(code).send({ message });

  app.post('/sim/postjob/createSending', { schema: { hide: true } }, async (request, reply) => {
    const key = Buffer.from(String(request.headers[POST_JOB_API_KEY_HEADER] ?? ''));
    if (key.length !== expectedKey.length || !timingSafeEqual(key, expectedKey)) return refuse(reply, 401, 'Unauthorized');
    const body = (request.body ?? {}) as Partial<PostJobRequest>;
    if (typeof body.SHIPPING_NO !== 'string' || typeof body.APPOINTDATE !== 'string' || !/^\d{2}\/\d{2}\/\d{4}$/.test(body.APPOINTDATE)) {
      return reply.code(200).send({ REASON: 'ข้อมูลไม่ครบถ้วน' });
    }
    received.unshift({ ...(body as PostJobRequest), receivedAt: new Date().toISOString() });
    received.length = Math.min(received.length, LOG_SIZE);
    const answer = simulatedPostJobAnswer(String(body.DESCRIPTION ?? ''));
    switch (answer.kind) {
      case 'status':
        return { STATUS: answer.status };
      case 'reason':
        return { STATUS: null, REASON: answer.reason };
      case 'down':
        return refuse(reply, 503, 'Service unavailable');
      case 'garbage':
        return reply.type('text/html').send('<html><body>Gateway error</body></html>');
    }
  });

  /** What the simulator received, newest first; `shippingNo` filters by SHIPPING_NO. */
  app.get('/sim/postjob/requests', { schema: { hide: true } }, async (request) => {
    const shippingNo = (request.query as { shippingNo?: string }).shippingNo;
    return received.filter((r) => !shippingNo || r.SHIPPING_NO === shippingNo);
  });
}
