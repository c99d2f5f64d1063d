import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startupBanner } from './startup-banner';

const banner = (env: Record<string, string>) => startupBanner(loadEnv({ NODE_ENV: 'test', ...env }), 'PGlite').join('\n');

describe('startup banner', () => {
  it('says the simulators answer this machine only by default', () => {
    expect(banner({})).toContain('Simulators (/sim) answer callers on this machine only');
  });

  it('warns when the simulators are opened to anyone', () => {
    expect(banner({ SIMULATORS_OPEN: 'on' })).toContain('WARNING: simulators');
  });

  it('names no outbox when the simulators are off', () => {
    expect(banner({ SIMULATORS: 'off' })).not.toContain('/sim/mail');
  });

  it('says where uploads go: the local directory, or the S3 bucket several processes share', () => {
    expect(banner({ FILES_DIR: '/srv/files' })).toContain('Uploads: /srv/files (this machine only');
    expect(banner({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'https://objects.example.test' })).toContain(
      'Uploads: S3 bucket uploads at https://objects.example.test',
    );
  });
});
