import { z } from 'zod';

const onOff = z.enum(['on', 'off']);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public address of the app, used in links sent by e-mail. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded PGlite to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  SIMULATORS: onOff.optional(),
  DEMO_ACCOUNTS: onOff.default('on'),
  /** smtp://user:pass@host:port; without it mail goes to the dev outbox at /sim/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ส่งดี Songdee <no-reply@songdee.local>'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 3600),
  COOKIE_SECURE: onOff.default('on'),
  /** Old host names that show the move banner, comma-separated. */
  OLD_HOSTS: z.string().default(''),
  /** Where the move banner sends users after its countdown. */
  NEW_HOST_URL: z.string().default(''),
  /** Requests per minute per IP on the sign-in and account-recovery routes. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Postal track-and-trace base URL; the local simulator (PUBLIC_URL/sim/track) by default. */
  TRACK_API_URL: z.url().optional(),
  TRACK_API_KEY: z.string().min(1).default('songdee-track-sim-key'),
  /** The pick-up booking (post job) service's base URL; the local simulator (PUBLIC_URL/sim/postjob) by default. */
  POST_JOB_API_URL: z.url().optional(),
  POST_JOB_API_KEY: z.string().min(1).default('songdee-postjob-sim-key'),
  /** Local file store for uploads (images, logos, payment slips); DATA_DIR/files by default. */
  FILES_DIR: z.string().optional(),
  /** Shared secret of the card payment gateway: the payment return is HMAC-SHA256 signed with it. */
  PAYMENT_HMAC_SECRET: z.string().min(16).default('songdee-payment-sim-secret'),
});

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  SIMULATORS: 'on' | 'off';
  TRACK_API_URL: string;
  POST_JOB_API_URL: string;
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    TRACK_API_URL: env.TRACK_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/track`,
    POST_JOB_API_URL: env.POST_JOB_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/postjob`,
    // Simulators stand in for the postal, payment, mail and sign-in services: on unless production says otherwise.
    SIMULATORS: env.SIMULATORS ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
  };
}
