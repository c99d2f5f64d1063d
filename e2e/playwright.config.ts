import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

const chromium = { browserName: 'chromium' as const, viewport: { width: 1280, height: 860 } };

/** Journeys run in Debian's Chromium (never a downloaded browser) against a freshly started, built server. */
export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The seeded landing notice off first (it would cover `/` in every journey that starts there) ...
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', dependencies: ['setup'], testIgnore: /admin-content\.spec\.ts$/, use: chromium },
    // ... and the landing journey, which publishes a notice of its own, after every other journey.
    { name: 'landing', dependencies: ['chromium'], testMatch: /admin-content\.spec\.ts$/, use: chromium },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `${baseURL}/version`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
