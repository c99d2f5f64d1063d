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
});
