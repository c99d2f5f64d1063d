// `npm run lighthouse`: Lighthouse (mobile preset) on the landing page, the demo store and a signed-in back-office
// page, against the built app on a free port with the embedded database and the demo accounts. Prints the scores and
// writes them to lighthouse-scores.json. The browser is Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

for (const [output, workspace] of [
  ['apps/web/dist/index.html', '@songdee/web'],
  ['apps/server/dist/server.js', '@songdee/server'],
]) {
  if (!existsSync(join(root, output))) spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'songdee-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_URL: base,
    DEMO_ACCOUNTS: 'on',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/version`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** The demo seller's session cookie, as the sign-in form gets it. */
async function sellerCookie() {
  const res = await fetch(`${base}/api/Account/Login?mode=cookie`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ grant_type: 'password', username: 'seller@songdee.test', password: 'songdee123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const PAGES = [
  { name: 'landing', path: '/', goal: { performance: 90, accessibility: 95 } },
  { name: 'store', path: '/stores/somchai-shop/main', goal: { performance: 90, accessibility: 95 } },
  { name: 'back office (mailings, signed in)', path: '/stores/mailings', signedIn: true, goal: { performance: 80, accessibility: 95 } },
];

let chrome;
try {
  await waitForServer();
  const cookie = await sellerCookie();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  for (const page of PAGES) {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    if (page.signedIn) flags.extraHeaders = { Cookie: cookie };
    const { lhr } = await lighthouse(`${base}${page.path}`, flags);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.displayValue ?? '';
    results.push({
      page: page.name,
      path: page.path,
      finalUrl: lhr.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      goal: page.goal,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
  const report = { at: new Date().toISOString(), preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)', results };
  writeFileSync(join(root, 'lighthouse-scores.json'), `${JSON.stringify(report, null, 2)}\n`);
  for (const r of results) {
    console.log(
      `${r.page.padEnd(36)} performance ${String(r.performance).padStart(3)} (goal ${r.goal.performance})  accessibility ${String(r.accessibility).padStart(3)} (goal ${r.goal.accessibility})  best practices ${r.bestPractices}  FCP ${r.fcp}  LCP ${r.lcp}  TBT ${r.tbt}  CLS ${r.cls}`,
    );
  }
  console.log('Scores written to lighthouse-scores.json');
} finally {
  await chrome?.kill();
  stop();
}
