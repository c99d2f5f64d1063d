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
  /** The simulators answer callers on this machine only; `on` opens them to anyone (the outbox shows every reset link). */
  SIMULATORS_OPEN: onOff.default('off'),
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
  /**
   * Which proxies may name the client's address (X-Forwarded-For): comma-separated addresses or CIDR ranges. Empty
   * (the default) trusts none, so no client can choose its IP and slip past the per-IP limits.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value): string[] | false => {
      const proxies = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      return proxies.length > 0 ? proxies : false;
    }),
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
  /**
   * Shared secret of the card payment gateway: our forms and its results are HMAC-SHA256 signed with it. Required
   * in production; development and tests use the simulator's public secret.
   */
  PAYMENT_HMAC_SECRET: z.string().min(16).optional(),
  /** The card payment gateway's base URL; the local simulator (PUBLIC_URL/sim/payment) by default. */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** Our merchant id at the gateway. Required in production. */
  PAYMENT_MERCHANT_ID: z.string().min(1).max(32).optional(),
  /** Scheduled work (the reservation clean-up): on by default, off under NODE_ENV=test (tests run it with their own clock). */
  SCHEDULED_JOBS: onOff.optional(),
  /** How often each process checks for due scheduled work; a job runs once per period whatever the number of processes. */
  SCHEDULED_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
});

/** The simulator's secret: public, so never accepted in production. */
export const SIMULATOR_PAYMENT_SECRET = 'songdee-payment-sim-secret';

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  SIMULATORS: 'on' | 'off';
  TRACK_API_URL: string;
  POST_JOB_API_URL: string;
  PAYMENT_HMAC_SECRET: string;
  PAYMENT_GATEWAY_URL: string;
  PAYMENT_MERCHANT_ID: string;
  SCHEDULED_JOBS: 'on' | 'off';
};

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const development = env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
  if (!development && (!env.PAYMENT_HMAC_SECRET || env.PAYMENT_HMAC_SECRET === SIMULATOR_PAYMENT_SECRET || !env.PAYMENT_MERCHANT_ID)) {
    throw new Error(
      'Invalid environment:\n  PAYMENT_HMAC_SECRET and PAYMENT_MERCHANT_ID must be set in production (the simulator secret is public)',
    );
  }
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    TRACK_API_URL: env.TRACK_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/track`,
    POST_JOB_API_URL: env.POST_JOB_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/postjob`,
    PAYMENT_HMAC_SECRET: env.PAYMENT_HMAC_SECRET ?? SIMULATOR_PAYMENT_SECRET,
    PAYMENT_GATEWAY_URL: env.PAYMENT_GATEWAY_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/payment`,
    PAYMENT_MERCHANT_ID: env.PAYMENT_MERCHANT_ID ?? 'SONGDEE-SIM',
    // Simulators stand in for the postal, payment, mail and sign-in services: on unless production says otherwise.
    SIMULATORS: env.SIMULATORS ?? (env.NODE_ENV === 'production' ? 'off' : 'on'),
    SCHEDULED_JOBS: env.SCHEDULED_JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
  };
}
