// The compiled server: src/server.ts and the shared package bundled into dist/server.js (ES module, source map);
// the npm dependencies stay imports from node_modules. `npm start` runs it (building it first when missing).
// `node build.mjs <entry> <outfile>` bundles another entry the same way (the benches' bench/server-entry.ts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@songdee/'));

await build({
  entryPoints: [process.argv[2] ?? new URL('./src/server.ts', import.meta.url).pathname],
  outfile: process.argv[3] ?? new URL('./dist/server.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
