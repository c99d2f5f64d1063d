import { z } from 'zod';
import type { S3Config } from '../lib/files/s3-file-store';

const onOff = z.enum(['on', 'off']);
/** An OpenID Connect slot's id, used in its URLs: lowercase letters, digits and dashes. */
const oidcSlotId = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** The settings of social sign-in slot `n`, `OIDC_<n>_*` (described where the schema spreads them). */
const oidcSlotSettings = <N extends 1 | 2>(n: N, id: string, name: string) =>
  ({
    [`OIDC_${n}_ISSUER`]: z.string().optional(),
    [`OIDC_${n}_CLIENT_ID`]: z.string().optional(),
    [`OIDC_${n}_CLIENT_SECRET`]: z.string().optional(),
    [`OIDC_${n}_ID`]: oidcSlotId.default(id),
    [`OIDC_${n}_NAME`]: z.string().default(name),
    [`OIDC_${n}_ID_TOKEN_HS256`]: onOff.optional(),
  }) as { [K in `OIDC_${N}_${'ISSUER' | 'CLIENT_ID' | 'CLIENT_SECRET'}`]: z.ZodOptional<z.ZodString> } & {
    [K in `OIDC_${N}_${'ID' | 'NAME'}`]: z.ZodDefault<z.ZodString>;
  } & { [K in `OIDC_${N}_ID_TOKEN_HS256`]: z.ZodOptional<typeof onOff> };

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
  /** Accounts with a public password: on in development and tests, refused in production. */
  DEMO_ACCOUNTS: onOff.optional(),
  /** smtp://user:pass@host:port; without it mail goes to the dev outbox at /sim/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('ส่งดี Songdee <no-reply@songdee.local>'),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(14 * 24 * 3600),
  COOKIE_SECURE: onOff.default('on'),
  /** The API documentation at /docs: on in development and tests, off in production unless asked for. */
  API_DOCS: onOff.optional(),
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
  /** Required outside development; development and tests use the simulator's public key. */
  TRACK_API_KEY: z.string().min(1).optional(),
  /** The postal push (webhook) service's base URL; the local simulator (PUBLIC_URL/sim/trackwebhook) by default. */
  TRACK_WEBHOOK_API_URL: z.url().optional(),
  /**
   * The shared secret the push service must present when it posts events to /api/track/webhook (as a bearer token,
   * or as the URL's last segment); required outside development.
   */
  TRACK_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Subscribe new mailings' barcodes to the push service right after they are published (off in tests unless asked). */
  TRACK_WEBHOOK_SUBSCRIBE: onOff.optional(),
  /** A tracking sync checks at most this many mailings (and about this many ms) in the request; the background job does the rest. */
  TRACKING_SYNC_PER_REQUEST: z.coerce.number().int().min(1).default(500),
  TRACKING_SYNC_REQUEST_MS: z.coerce.number().int().min(1).default(2000),
  /** The pick-up booking (post job) service's base URL; the local simulator (PUBLIC_URL/sim/postjob) by default. */
  POST_JOB_API_URL: z.url().optional(),
  /** Required outside development; development and tests use the simulator's public key. */
  POST_JOB_API_KEY: z.string().min(1).optional(),
  /** Local file store for uploads (images, logos, payment slips); DATA_DIR/files by default, unless S3_BUCKET is set. */
  FILES_DIR: z.string().optional(),
  /**
   * Uploads in an S3-compatible bucket instead of FILES_DIR, so several server processes share them (README "Running
   * several processes"). The endpoint is AWS's own when unset; the keys, both or neither (then the SDK's own chain).
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `on` puts the bucket in the path (most S3-compatible services want it); AWS takes it in the host name. */
  S3_FORCE_PATH_STYLE: onOff.default('off'),
  /**
   * The merchant's 2C2P secret key: our forms and the gateway's results are signed with it (HMAC-SHA1). Required
   * in production; development and tests use the simulator's public secret.
   */
  PAYMENT_HMAC_SECRET: z.string().min(16).optional(),
  /**
   * 2C2P's redirect 7.2 payment URL the browser posts the form to (sandbox
   * https://demo2.2c2p.com/2C2PFrontEnd/RedirectV3/payment, production https://t.2c2p.com/RedirectV3/payment);
   * the local simulator (PUBLIC_URL/sim/payment) by default.
   */
  PAYMENT_GATEWAY_URL: z.url().optional(),
  /** Our 2C2P merchant id (up to 25 characters). Required in production. */
  PAYMENT_MERCHANT_ID: z.string().min(1).max(25).optional(),
  /**
   * The LINE Messaging API's base URL (stores' LINE Official Account pushes); https://api.line.me outside development,
   * the local stand-in (PUBLIC_URL's origin: LINE's SDK takes an origin, integrations/line/simulator.ts) while the
   * simulators are on.
   */
  LINE_MESSAGING_API_URL: z.url().optional(),
  /** The key stores' LINE channel access tokens are encrypted with (AES-256-GCM; any long random text). Required outside development. */
  LINE_TOKEN_KEY: z.string().min(32).optional(),
  /** Signs the one-click stop link of the buyers' parcel e-mails. Required outside development. */
  MAIL_STOP_SECRET: z.string().min(32).optional(),
  /** Each process sends the outbox's due e-mails and LINE pushes on a timer: on unless NODE_ENV=test (API tests send themselves). */
  OUTGOING_SENDER: onOff.optional(),
  /** How often each process looks for e-mails and LINE pushes due (the outbox). */
  OUTGOING_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(3),
  /** Scheduled work (the reservation clean-up): on by default, off under NODE_ENV=test (tests run it with their own clock). */
  SCHEDULED_JOBS: onOff.optional(),
  /** How often each process checks for due scheduled work; a job runs once per period whatever the number of processes. */
  SCHEDULED_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Social sign-in, two OpenID Connect provider slots (README "Social sign-in"): issuer URL, client id and secret,
   * the id used in URLs and the button's label. With the simulators on, a slot left unset points at its local
   * provider under /sim/oidc/<id>; `off` leaves the slot out. `OIDC_n_ID_TOKEN_HS256` says whether the web
   * login's ID token is HS256 signed with the client secret (LINE Login does that whatever its discovery document
   * says); unset, it is on for the issuer https://access.line.me (and the simulator's `line` slot), off otherwise.
   */
  ...oidcSlotSettings(1, 'google', 'Google'),
  ...oidcSlotSettings(2, 'line', 'LINE'),
});

/** One configured social sign-in provider (an OpenID Connect issuer and our client there). */
export interface OidcProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** True when it is the local simulator under /sim/oidc. */
  simulated: boolean;
  /**
   * LINE-style: the code exchange's ID token is HS256, signed with the client secret, no `kid` (LINE Login's web
   * login), while the provider's SDK tokens are signed with its published keys.
   */
  idTokenHs256: boolean;
}

/** LINE Login's issuer: its web login's ID tokens are HS256 with the channel secret. */
const LINE_ISSUER = 'https://access.line.me';

/** The simulators' client credentials: public, like the payment simulator's secret. */
const simulatedOidcClient = (id: string) => ({ clientId: `songdee-${id}`, clientSecret: `songdee-${id}-sim-secret` });

function oidcProviders(env: z.infer<typeof envSchema>, publicUrl: string, simulators: boolean): OidcProviderConfig[] {
  const slots = ([1, 2] as const).map((n) => ({
    issuer: env[`OIDC_${n}_ISSUER`],
    clientId: env[`OIDC_${n}_CLIENT_ID`],
    clientSecret: env[`OIDC_${n}_CLIENT_SECRET`],
    id: env[`OIDC_${n}_ID`],
    name: env[`OIDC_${n}_NAME`],
    hs256: env[`OIDC_${n}_ID_TOKEN_HS256`],
  }));
  return slots.flatMap((slot): OidcProviderConfig[] => {
    if (slot.issuer === 'off') return [];
    if (slot.issuer) {
      if (!slot.clientId || !slot.clientSecret)
        throw new Error(`Invalid environment:\n  the ${slot.id} sign-in needs its client id and secret`);
      const idTokenHs256 = slot.hs256 ? slot.hs256 === 'on' : slot.issuer.replace(/\/+$/, '') === LINE_ISSUER;
      return [
        {
          id: slot.id,
          name: slot.name,
          issuer: slot.issuer,
          clientId: slot.clientId,
          clientSecret: slot.clientSecret,
          simulated: false,
          idTokenHs256,
        },
      ];
    }
    if (!simulators) return [];
    return [
      {
        id: slot.id,
        name: slot.name,
        issuer: `${publicUrl.replace(/\/+$/, '')}/sim/oidc/${slot.id}`,
        ...simulatedOidcClient(slot.id),
        simulated: true,
        // The simulator's LINE slot behaves as LINE does.
        idTokenHs256: slot.hs256 ? slot.hs256 === 'on' : slot.id === 'line',
      },
    ];
  });
}

/** The simulators' secrets: public, so never accepted outside development. */
export const SIMULATOR_PAYMENT_SECRET = 'songdee-payment-sim-secret';
const PUBLIC_DEFAULTS = {
  PAYMENT_HMAC_SECRET: SIMULATOR_PAYMENT_SECRET,
  PAYMENT_MERCHANT_ID: 'SONGDEE-SIM',
  TRACK_API_KEY: 'songdee-track-sim-key',
  TRACK_WEBHOOK_SECRET: 'songdee-track-webhook-sim-secret',
  POST_JOB_API_KEY: 'songdee-postjob-sim-key',
  LINE_TOKEN_KEY: 'songdee-line-token-key-for-development-only',
  MAIL_STOP_SECRET: 'songdee-mail-stop-secret-for-development-only',
} as const;
type Secret = keyof typeof PUBLIC_DEFAULTS;
/** Object stores' well-known default passwords (the S3 stand-in of the tests, MinIO's): never real ones. */
const PUBLIC_S3_SECRETS = ['S3RVER', 'minioadmin'];

export type Env = z.infer<typeof envSchema> & {
  PUBLIC_URL: string;
  SIMULATORS: 'on' | 'off';
  DEMO_ACCOUNTS: 'on' | 'off';
  API_DOCS: 'on' | 'off';
  TRACK_API_KEY: string;
  POST_JOB_API_KEY: string;
  TRACK_API_URL: string;
  TRACK_WEBHOOK_API_URL: string;
  TRACK_WEBHOOK_SECRET: string;
  TRACK_WEBHOOK_SUBSCRIBE: 'on' | 'off';
  POST_JOB_API_URL: string;
  PAYMENT_HMAC_SECRET: string;
  PAYMENT_GATEWAY_URL: string;
  PAYMENT_MERCHANT_ID: string;
  LINE_MESSAGING_API_URL: string;
  LINE_TOKEN_KEY: string;
  MAIL_STOP_SECRET: string;
  OUTGOING_SENDER: 'on' | 'off';
  SCHEDULED_JOBS: 'on' | 'off';
  OIDC_PROVIDERS: OidcProviderConfig[];
  /** Where uploads go when S3_BUCKET is set; the local directory otherwise. */
  S3: S3Config | undefined;
};

/** The S3 settings, checked: problems are added to `problems`, each naming its variable. */
function s3Config(env: z.infer<typeof envSchema>, development: boolean, problems: string[]): S3Config | undefined {
  const keys = { S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY };
  if (!env.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (env[name]) problems.push(`  S3_BUCKET: required when ${name} is set (uploads would stay in the local directory)`);
    return undefined;
  }
  for (const [name, value] of Object.entries(keys))
    if (!value && Object.values(keys).some(Boolean)) problems.push(`  ${name}: required with the other S3 key (give both, or neither)`);
  if (!development && PUBLIC_S3_SECRETS.includes(env.S3_SECRET_ACCESS_KEY ?? ''))
    problems.push('  S3_SECRET_ACCESS_KEY: a well-known default password, refused outside development');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'on',
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const production = env.NODE_ENV === 'production';
  // Outside development (production, or the real outside services instead of the simulators) every secret is real.
  const development = !production && (env.SIMULATORS !== 'off' || env.NODE_ENV === 'test');
  const problems: string[] = [];
  const secrets = {} as Record<Secret, string>;
  for (const name of Object.keys(PUBLIC_DEFAULTS) as Secret[]) {
    const value = env[name];
    if (development) secrets[name] = value ?? PUBLIC_DEFAULTS[name];
    else if (!value || value === PUBLIC_DEFAULTS[name])
      problems.push(`  ${name}: required outside development (NODE_ENV=production or SIMULATORS=off); its default is public`);
    else secrets[name] = value;
  }
  if (production && env.DEMO_ACCOUNTS === 'on') problems.push('  DEMO_ACCOUNTS: must be off in production (the demo password is public)');
  const s3 = s3Config(env, development, problems);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const simulators = env.SIMULATORS ?? (production ? 'off' : 'on');
  return {
    ...env,
    ...secrets,
    S3: s3,
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ?? (production ? 'off' : 'on'),
    // The documentation lists every route and schema: a map for an attacker, so production shows it only on request.
    API_DOCS: env.API_DOCS ?? (production ? 'off' : 'on'),
    OIDC_PROVIDERS: oidcProviders(env, publicUrl, simulators === 'on'),
    PUBLIC_URL: publicUrl,
    TRACK_API_URL: env.TRACK_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/track`,
    TRACK_WEBHOOK_API_URL: env.TRACK_WEBHOOK_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/trackwebhook`,
    TRACK_WEBHOOK_SUBSCRIBE: env.TRACK_WEBHOOK_SUBSCRIBE ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
    POST_JOB_API_URL: env.POST_JOB_API_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/postjob`,
    PAYMENT_GATEWAY_URL: env.PAYMENT_GATEWAY_URL ?? `${publicUrl.replace(/\/+$/, '')}/sim/payment`,
    LINE_MESSAGING_API_URL: env.LINE_MESSAGING_API_URL ?? (simulators === 'on' ? new URL(publicUrl).origin : 'https://api.line.me'),
    // Simulators stand in for the postal, payment, mail and sign-in services: on unless production says otherwise.
    SIMULATORS: simulators,
    SCHEDULED_JOBS: env.SCHEDULED_JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
    OUTGOING_SENDER: env.OUTGOING_SENDER ?? (env.NODE_ENV === 'test' ? 'off' : 'on'),
  };
}
