// The compiled server: src/server.ts and the shared package bundled into dist/server.js (ES module, source map);
// the npm dependencies stay imports from node_modules; the sheet worker is bundled beside it (dist/sheet-worker.js). `npm start` runs it (building it first when missing).
// `node build.mjs <entry> <outfile>` bundles another entry the same way (the benches' bench/server-entry.ts).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@songdee/'));

const outfile = process.argv[3] ?? new URL('./dist/server.js', import.meta.url).pathname;
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
};
await build({ ...common, entryPoints: [process.argv[2] ?? new URL('./src/server.ts', import.meta.url).pathname], outfile });
// The sheet-reading worker thread (lib/excel/sheet-pool.ts) loads ./sheet-worker.js beside the server bundle.
await build({
  ...common,
  entryPoints: [new URL('./src/lib/excel/sheet-worker.ts', import.meta.url).pathname],
  outfile: new URL('sheet-worker.js', `file://${outfile}`).pathname,
});
