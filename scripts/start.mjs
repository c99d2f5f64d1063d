// `npm start`: build what is missing (the web app, the compiled server), then run the compiled server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const [output, workspace, what] of [
  ['apps/web/dist/index.html', '@songdee/web', 'the web app'],
  ['apps/server/dist/server.js', '@songdee/server', 'the server'],
]) {
  if (!existsSync(`${root}${output}`)) {
    console.log(`Building ${what} (first start)…`);
    execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
}

process.chdir(root);
await import('../apps/server/dist/server.js');
