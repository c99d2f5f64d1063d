// Start time of the server: spawn a command, poll GET /api/productCategories until it answers, stop it.
// Each command starts once cold (migrations, seed, compile caches), then the commands take turns for the warm
// starts (so a busy machine slows them alike); prints each one's warm median in milliseconds.
// Usage: node scripts/measure-start.mjs [runs] -- <command...> [-- <command...>]
//   e.g. node scripts/measure-start.mjs 7 -- node --import tsx apps/server/src/server.ts -- node apps/server/dist/server.js
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const [head, ...rest] = process.argv.slice(2).join('\u0000').split('\u0000--\u0000');
const runs = Number(head === '--' ? 5 : (head?.split('\u0000')[0] ?? 5));
const commands = (rest.length ? rest : ['node\u0000scripts/start.mjs']).map((c) => c.split('\u0000').filter((part) => part !== '--'));
const port = 3900 + Math.floor(Math.random() * 90);

async function startOnce(command, dataDir) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited with ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/productCategories`);
        if (res.ok) return performance.now() - started;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  }
}

const measured = commands.map((command) => ({ command, dataDir: mkdtempSync(join(tmpdir(), 'songdee-start-')), warm: [] }));
for (const m of measured) m.cold = await startOnce(m.command, m.dataDir);
for (let i = 0; i < runs; i++) for (const m of measured) m.warm.push(await startOnce(m.command, m.dataDir));
for (const m of measured) {
  const sorted = [...m.warm].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${m.command.join(' ')}: cold ${Math.round(m.cold)} ms, warm median ${Math.round(median)} ms (${m.warm.map(Math.round).join(', ')})`,
  );
}
