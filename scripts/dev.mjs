// `npm run dev`: the server from its TypeScript, restarted on every change (tsx watch, on :3000), beside the web
// app's Vite dev server with live reload (on :5173, which passes /api, /sim, /upload and /version to :3000).
// Ctrl-C stops both; either one ending stops the other.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  ['server', ['run', 'dev', '-w', '@songdee/server']],
  ['web', ['run', 'dev', '-w', '@songdee/web']],
].map(([name, args]) => {
  const child = spawn(npm, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => stop(code ?? 0));
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
