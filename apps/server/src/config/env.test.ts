import { describe, expect, it } from 'vitest';
import { loadEnv, SIMULATOR_PAYMENT_SECRET } from './env';

const REAL_SECRETS = {
  PAYMENT_HMAC_SECRET: 'a-real-gateway-secret-0123456789',
  PAYMENT_MERCHANT_ID: 'MERCHANT-1',
  TRACK_API_KEY: 'a-real-track-key',
  TRACK_WEBHOOK_SECRET: 'a-real-webhook-secret-0123456789',
  POST_JOB_API_KEY: 'a-real-postjob-key',
  LINE_TOKEN_KEY: 'a-real-line-token-key-0123456789abcdef',
  MAIL_STOP_SECRET: 'a-real-mail-stop-secret-0123456789abcdef',
};
type Secret = keyof typeof REAL_SECRETS;
const without = (name: Secret) => Object.fromEntries(Object.entries(REAL_SECRETS).filter(([key]) => key !== name));

describe('loadEnv outside development', () => {
  const outside = [
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['simulators off', { NODE_ENV: 'development', SIMULATORS: 'off' }],
  ] as const;

  for (const [label, mode] of outside) {
    for (const name of Object.keys(REAL_SECRETS) as Secret[]) {
      it(`refuses to start without ${name} (${label}), naming it`, () => {
        expect(() => loadEnv({ ...mode, ...without(name) })).toThrow(new RegExp(`\\b${name}\\b`));
      });
    }

    it(`starts with every real secret (${label})`, () => {
      expect(loadEnv({ ...mode, ...REAL_SECRETS })).toMatchObject(REAL_SECRETS);
    });
  }

  it('refuses the public simulator secrets in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, PAYMENT_HMAC_SECRET: SIMULATOR_PAYMENT_SECRET })).toThrow(
      /PAYMENT_HMAC_SECRET/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, TRACK_API_KEY: 'songdee-track-sim-key' })).toThrow(/TRACK_API_KEY/);
    expect(() =>
      loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, LINE_TOKEN_KEY: 'songdee-line-token-key-for-development-only' }),
    ).toThrow(/LINE_TOKEN_KEY/);
    // Anyone could post parcel statuses to /api/track/webhook with the simulator's secret.
    expect(() => loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, TRACK_WEBHOOK_SECRET: 'songdee-track-webhook-sim-secret' })).toThrow(
      /TRACK_WEBHOOK_SECRET/,
    );
  });

  it('names every missing variable at once', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_HMAC_SECRET[\s\S]*PAYMENT_MERCHANT_ID[\s\S]*TRACK_API_KEY[\s\S]*POST_JOB_API_KEY/,
    );
  });

  it('hides the API documentation in production unless asked for; development shows it', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS }).API_DOCS).toBe('off');
    expect(loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, API_DOCS: 'on' }).API_DOCS).toBe('on');
    expect(loadEnv({}).API_DOCS).toBe('on');
  });

  it('creates no demo accounts (public password) in production, and refuses to be told to', () => {
    expect(loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS }).DEMO_ACCOUNTS).toBe('off');
    expect(() => loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, DEMO_ACCOUNTS: 'on' })).toThrow(/DEMO_ACCOUNTS/);
  });
});

describe('loadEnv in development and tests', () => {
  it('uses the simulators and their public keys', () => {
    const env = loadEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({ SIMULATORS: 'on', DEMO_ACCOUNTS: 'on', PAYMENT_HMAC_SECRET: SIMULATOR_PAYMENT_SECRET });
    expect(loadEnv({ NODE_ENV: 'test', SIMULATORS: 'off' }).TRACK_API_KEY).toBe('songdee-track-sim-key');
    expect(loadEnv({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' })).toMatchObject({
      TRACK_WEBHOOK_API_URL: 'http://localhost:3000/sim/trackwebhook',
      TRACK_WEBHOOK_SUBSCRIBE: 'on',
    });
  });
});

describe('loadEnv with S3 object storage', () => {
  const bucket = { S3_BUCKET: 'songdee-uploads', S3_ENDPOINT: 'https://objects.example.test' };

  it('keeps uploads in the local directory unless S3_BUCKET is set', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).S3).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: 'test', S3_ENDPOINT: 'https://objects.example.test' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT/,
    );
  });

  it('reads the bucket, endpoint, region, keys and path style', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      ...REAL_SECRETS,
      ...bucket,
      S3_REGION: 'ap-southeast-1',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'a-real-object-store-secret',
      S3_FORCE_PATH_STYLE: 'on',
    });
    expect(env.S3).toEqual({
      bucket: 'songdee-uploads',
      endpoint: 'https://objects.example.test',
      region: 'ap-southeast-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'a-real-object-store-secret',
      forcePathStyle: true,
    });
    // Without keys the SDK's own chain (an instance role, say) signs; the region defaults to AWS's first.
    expect(loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, S3_BUCKET: 'b' }).S3).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(() => loadEnv({ NODE_ENV: 'test', ...bucket, S3_ACCESS_KEY_ID: 'key-id' })).toThrow(/S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadEnv({ NODE_ENV: 'test', ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID: required/);
  });

  it('refuses a well-known default password outside development only', () => {
    const standIn = { ...bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    expect(() => loadEnv({ NODE_ENV: 'production', ...REAL_SECRETS, ...standIn })).toThrow(/S3_SECRET_ACCESS_KEY: a well-known/);
    expect(loadEnv({ NODE_ENV: 'test', ...standIn }).S3?.secretAccessKey).toBe('S3RVER');
  });
});

describe('loadEnv: which social sign-in slot is LINE-style (HS256 ID tokens from the web login)', () => {
  const slots = (env: Record<string, string>) =>
    loadEnv({ NODE_ENV: 'development', ...env }).OIDC_PROVIDERS.map((p) => ({ id: p.id, hs256: p.idTokenHs256 }));
  const line = { OIDC_2_ISSUER: 'https://access.line.me', OIDC_2_CLIENT_ID: '1650000000', OIDC_2_CLIENT_SECRET: 'channel-secret' };
  const google = {
    OIDC_1_ISSUER: 'https://accounts.google.com',
    OIDC_1_CLIENT_ID: 'c.apps.googleusercontent.com',
    OIDC_1_CLIENT_SECRET: 's',
  };

  it("is on for LINE's issuer (https://access.line.me) and off for Google's, unless told", () => {
    expect(slots({ ...google, ...line })).toEqual([
      { id: 'google', hs256: false },
      { id: 'line', hs256: true },
    ]);
    expect(slots({ ...line, OIDC_2_ISSUER: 'https://access.line.me/' })).toContainEqual({ id: 'line', hs256: true });
    expect(slots({ ...google, ...line, OIDC_1_ID_TOKEN_HS256: 'on', OIDC_2_ID_TOKEN_HS256: 'off' })).toEqual([
      { id: 'google', hs256: true },
      { id: 'line', hs256: false },
    ]);
  });

  it("the simulators' line slot behaves as LINE, their google slot as Google", () => {
    expect(slots({})).toEqual([
      { id: 'google', hs256: false },
      { id: 'line', hs256: true },
    ]);
  });
});
