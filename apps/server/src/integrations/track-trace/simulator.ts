import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRACK_MAX_BARCODES } from './client';

/**
 * A local stand-in for the postal track-and-trace API, speaking its protocol under /sim/track.
 * Statuses are a pure function of the barcode, so tests can predict them and any number of server
 * processes agree; tokens are signed, not stored, for the same reason.
 */

const TOKEN_TTL_MS = 60 * 60_000;
const THAI_DESCRIPTIONS: Record<number, string> = { 103: 'รับฝาก', 201: 'อยู่ระหว่างการขนส่ง', 301: 'อยู่ระหว่างการนำจ่าย', 501: 'นำจ่ายสำเร็จ' };
const ENGLISH_DESCRIPTIONS: Record<number, string> = { 103: 'Accepted', 201: 'In transit', 301: 'Out for delivery', 501: 'Delivered' };
const PROGRESS = [103, 201, 301, 501];

/**
 * The status codes the simulator reports for a barcode, oldest first: the serial modulo 5 says how
 * far the parcel got (0 none yet, 1 accepted, 2 in transit, 3 out for delivery, 4 delivered).
 */
export function simulatedTrackCodes(barcode: string): number[] {
  const serial = Number(barcode.slice(2, 10));
  if (!Number.isInteger(serial)) return [];
  return PROGRESS.slice(0, serial % 5);
}

/** Event i happens on 26 Aug 2020 + i days at 09:MM Bangkok time (MM from the serial). */
export function simulatedEventDate(barcode: string, index: number): Date {
  const minute = Number(barcode.slice(8, 10)) % 60;
  return new Date(Date.UTC(2020, 7, 26 + index, 2, minute, 0));
}

/** dd/MM/yyyy HH:mm:ss+07:00 in Bangkok time; Buddhist-era year for Thai. */
function postalDate(date: Date, language: string): string {
  const bangkok = new Date(date.getTime() + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  const year = bangkok.getUTCFullYear() + (language === 'TH' ? 543 : 0);
  return `${p(bangkok.getUTCDate())}/${p(bangkok.getUTCMonth() + 1)}/${year} ${p(bangkok.getUTCHours())}:${p(bangkok.getUTCMinutes())}:${p(bangkok.getUTCSeconds())}+07:00`;
}

function sign(secret: string, expires: number) {
  return createHmac('sha256', secret).update(String(expires)).digest('base64url');
}

export async function trackSimulator(app: FastifyInstance, opts: { apiKey: string }) {
  const secret = `track-sim:${opts.apiKey}`;

  const credential = (request: FastifyRequest) => {
    const [scheme, value] = (request.headers.authorization ?? '').split(' ');
    return scheme === 'Token' && value ? value : undefined;
  };
  const deny = (reply: FastifyReply) => reply.code(401).send({ message: 'Unauthorized', status: false });

  app.post('/sim/track/post/api/v1/authenticate/token', { schema: { hide: true } }, async (request, reply) => {
    const key = credential(request);
    if (!key || key.length !== opts.apiKey.length || !timingSafeEqual(Buffer.from(key), Buffer.from(opts.apiKey))) return deny(reply);
    const expires = Date.now() + TOKEN_TTL_MS;
    return { expire: new Date(expires).toISOString(), token: `${expires}.${sign(secret, expires)}` };
  });

  app.post('/sim/track/post/api/v1/track', { schema: { hide: true } }, async (request, reply) => {
    const [expires, signature] = (credential(request) ?? '').split('.');
    if (!expires || !signature || Number(expires) < Date.now() || sign(secret, Number(expires)) !== signature) return deny(reply);
    const body = (request.body ?? {}) as { language?: string; barcode?: unknown };
    const language = body.language === 'EN' ? 'EN' : 'TH';
    const barcodes = Array.isArray(body.barcode) ? body.barcode.filter((b): b is string => typeof b === 'string') : [];
    if (barcodes.length > TRACK_MAX_BARCODES)
      return reply.code(400).send({ message: `Maximum ${TRACK_MAX_BARCODES} barcodes`, status: false });
    const descriptions = language === 'TH' ? THAI_DESCRIPTIONS : ENGLISH_DESCRIPTIONS;
    const items = Object.fromEntries(
      barcodes.map((barcode) => [
        barcode,
        simulatedTrackCodes(barcode).map((code, i) => ({
          barcode,
          status: String(code),
          status_description: descriptions[code],
          status_date: postalDate(simulatedEventDate(barcode, i), language),
          location: 'ไปรษณีย์จำลอง',
          postcode: '10000',
          delivery_status: code === 501 ? 'S' : null,
          delivery_description: code === 501 ? descriptions[code] : null,
          delivery_datetime: code === 501 ? postalDate(simulatedEventDate(barcode, i), language) : null,
          receiver_name: code === 501 ? 'ผู้รับ' : null,
          signature: null,
        })),
      ]),
    );
    return {
      response: {
        items,
        track_count: { track_date: postalDate(new Date(), language), count_number: barcodes.length, track_count_limit: 1000 },
      },
      message: 'successful',
      status: true,
    };
  });
}
