// `npm start`: build what is missing or older than its sources (the web app, the compiled server), then run the
// compiled server. An edited source therefore never runs as its old build.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The newest modification time under these paths (files or folders), node_modules, builds and tests left out. */
function newest(paths) {
  let time = 0;
  const visit = (path) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      // Tests are not part of a build.
      if (!/\.test\.tsx?$/.test(path)) time = Math.max(time, stat.mtimeMs);
      return;
    }
    for (const name of readdirSync(path)) if (name !== 'node_modules' && name !== 'dist') visit(join(path, name));
  };
  for (const path of paths) if (existsSync(join(root, path))) visit(join(root, path));
  return time;
}

const shared = ['packages/shared/src', 'packages/shared/package.json', 'package-lock.json'];
for (const { output, workspace, what, sources } of [
  {
    output: 'apps/web/dist/index.html',
    workspace: '@songdee/web',
    what: 'the web app',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
  },
  {
    output: 'apps/server/dist/server.js',
    workspace: '@songdee/server',
    what: 'the server',
    sources: ['apps/server/src', 'apps/server/drizzle', 'apps/server/build.mjs', ...shared],
  },
]) {
  const built = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  if (built === 0 || newest(sources) > built) {
    console.log(built === 0 ? `Building ${what} (first start)…` : `Building ${what} (its sources changed since the last build)…`);
    execFileSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  }
}

process.chdir(root);
await import('../apps/server/dist/server.js');
