// `npm run lighthouse`: Lighthouse (mobile preset) on the landing page, the demo store, a parcel's public tracking
// page and a signed-in back-office page, against the built app on a free port with the embedded database and the demo accounts. Prints the scores and
// writes them to lighthouse-scores.json. The browser is Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The newest modification time of a file, or of the files under a directory (0 when it is missing). */
const newest = (path) => {
  if (!existsSync(path)) return 0;
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((latest, entry) => Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
};

// A build is redone when it is missing or older than any of its sources: a stale build must not be measured.
for (const [output, workspace, sources] of [
  ['apps/web/dist/index.html', '@songdee/web', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src']],
  ['apps/server/dist/server.js', '@songdee/server', ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src']],
]) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newest(join(root, source))));
  if (built < changed) {
    const { status } = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (status !== 0) throw new Error(`the build of ${workspace} failed`);
  }
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

/**
 * The address of a parcel's tracking page: the demo has no parcels, so the demo seller publishes three EMS parcels
 * (a sender and a recipient first) and syncs their tracking with the simulator through the API; the one with the
 * most events is measured.
 */
async function demoParcelPath() {
  const token = await fetch(`${base}/api/Token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', username: 'seller@songdee.test', password: 'songdee123' }),
  });
  if (!token.ok) throw new Error(`token: ${token.status}`);
  const authorization = `Bearer ${(await token.json()).access_token}`;
  const call = async (method, path, body) => {
    const headers = body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' };
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const store = await call('GET', '/api/stores');
  const [postal] = await call('GET', '/api/postals/10110');
  const geo = { provinceId: postal.data.p.id, borderId: postal.data.b.id, districtId: postal.data.d.id, postcode: postal.value };
  await call('POST', `/api/stores/${store.id}/address/send`, {
    name: 'สมชาย',
    surname: 'ส่งของ',
    phone: '0812345678',
    homeAddress: '99/9',
    ...geo,
  });
  const recipients = [];
  for (const n of [1, 2, 3]) {
    const body = { name: 'น้ำฝน', surname: `ผู้รับ${n}`, phone: '0898765432', homeAddress: `12/${n}`, remark: '', ...geo };
    recipients.push(await call('POST', `/api/stores/${store.id}/address/ship`, body));
  }
  const published = await call('POST', `/api/stores/${store.id}/mailings`, {
    batchId: randomUUID(),
    optionId: 'ems',
    weight: 500,
    recipients: recipients.map((r) => ({ shipAddressId: r.id })),
  });
  await call('POST', `/api/stores/${store.id}/mailings/update-tracking-status`);
  const tracked = await Promise.all(published.created.map((m) => call('GET', `/api/track/${m.barcode}`)));
  const longest = tracked.sort((a, b) => b.events.length - a.events.length)[0];
  return `/track/${longest.barcode}`;
}

const PAGES = [
  { key: 'landing', name: 'landing', path: '/', goal: { performance: 90, accessibility: 95 } },
  { key: 'store', name: 'store', path: '/stores/somchai-shop/main', goal: { performance: 90, accessibility: 95 } },
  // A buyer's first page, opened from a label's QR code on a phone: its path is made once the server runs.
  { key: 'track', name: 'parcel tracking', path: undefined, goal: { performance: 95, accessibility: 95 } },
  {
    key: 'backOffice',
    name: 'back office (mailings, signed in)',
    path: '/stores/mailings',
    signedIn: true,
    goal: { performance: 80, accessibility: 95 },
  },
];

// LIGHTHOUSE_RUNS (default 3): runs per page, the median reported with the spread (scores move with CPU contention).
// LIGHTHOUSE_PAGES: a comma-separated subset of the page keys (landing, store, track, backOffice). Each run's full report is
// written to lighthouse-reports/ (not committed) for reading its audits.
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
const reportDir = join(root, 'lighthouse-reports');
mkdirSync(reportDir, { recursive: true });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let chrome;
try {
  await waitForServer();
  const cookie = await sellerCookie();
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = [];
  for (const page of PAGES.filter((p) => !wanted || wanted.includes(p.key))) {
    page.path ??= await demoParcelPath();
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    };
    if (page.signedIn) flags.extraHeaders = { Cookie: cookie };
    const measured = [];
    for (let run = 1; run <= runs; run++) {
      const { lhr } = await lighthouse(`${base}${page.path}`, flags);
      writeFileSync(join(reportDir, `${page.key}-${run}.json`), JSON.stringify(lhr));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
      measured.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
        load: loadavg()[0],
      });
    }
    const of = (key) => median(measured.map((m) => m[key]));
    const performances = measured.map((m) => m.performance);
    results.push({
      page: page.name,
      path: page.path,
      performance: of('performance'),
      performanceRuns: performances,
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      goal: page.goal,
      fcpMs: of('fcp'),
      lcpMs: of('lcp'),
      tbtMs: of('tbt'),
      cls: Number(of('cls').toFixed(3)),
      loadAverages: measured.map((m) => Number(m.load.toFixed(2))),
    });
  }
  const report = {
    at: new Date().toISOString(),
    preset: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
    runsPerPage: runs,
    cpus: cpus().length,
    results,
  };
  writeFileSync(join(root, 'lighthouse-scores.json'), `${JSON.stringify(report, null, 2)}\n`);
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  for (const r of results) {
    console.log(
      `${r.page.padEnd(36)} performance ${String(r.performance).padStart(3)} (goal ${r.goal.performance}; runs ${r.performanceRuns.join('/')})  accessibility ${String(r.accessibility).padStart(3)} (goal ${r.goal.accessibility})  best practices ${r.bestPractices}  FCP ${seconds(r.fcpMs)}  LCP ${seconds(r.lcpMs)}  TBT ${r.tbtMs} ms  CLS ${r.cls}  load average ${r.loadAverages.join('/')}`,
    );
  }
  console.log('Medians written to lighthouse-scores.json, full reports to lighthouse-reports/');
} finally {
  await chrome?.kill();
  stop();
}
