// `npm start`: build the web app if it is missing, then run the server (TypeScript through tsx).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web app (first start)…');
  execFileSync(npm, ['run', 'build', '-w', '@songdee/web'], { cwd: root, stdio: 'inherit' });
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../apps/server/src/server.ts');
