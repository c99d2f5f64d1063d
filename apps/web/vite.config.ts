import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin, type Rolldown, type ViteDevServer } from 'vite';
import type { RoutePreloadTable } from './src/app/routes/route-preload';

/**
 * Writes a .br and a .gz beside every text file of the build (JS, CSS, HTML, SVG, JSON), at the best levels, once at
 * build time; the server sends them with Content-Encoding (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'songdee-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of files(outDir).filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The route script (src/app/routes/route-preload.ts) as a file of the build: the routes, ranked as the router ranks
 * them, each with the files of its page chunk (the chunk and the chunks and CSS it imports, less what the HTML loads
 * anyway) and the language's catalogs. Each page's chunk is found by its module: the build's SSR loader loads each
 * dynamically imported chunk's facade and the module each route's page loads, the same module object for the same
 * chunk. Returns the script's address.
 */
async function writeRouteScript(server: ViteDevServer, bundle: Rolldown.OutputBundle, outDir: string): Promise<string> {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk[], seen = new Set<string>()): Set<string> => {
    for (const chunk of start) {
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      closure(
        chunk.imports.map((name) => byName.get(name)).filter((c): c is Rolldown.OutputChunk => !!c),
        seen,
      );
    }
    return seen;
  };
  const cssOf = (names: Iterable<string>) => [...names].flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]);
  const loadedByHtml = closure(chunks.filter((chunk) => chunk.isEntry));
  const htmlCss = new Set(cssOf(loadedByHtml));
  const filesOf = (chunk: Rolldown.OutputChunk) => {
    const own = [...closure([chunk])].filter((name) => !loadedByHtml.has(name));
    return [...own, ...cssOf(own).filter((css) => !htmlCss.has(css))].map((name) => `/${name}`);
  };
  // The app's own lazily loaded modules (a library's, such as the QR encoder's, is no page and may not load in Node).
  const dynamic = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(join(root, 'src')));
  const modules = new Map<unknown, Rolldown.OutputChunk>();
  for (const chunk of dynamic) modules.set(await server.ssrLoadModule(chunk.facadeModuleId as string), chunk);
  const catalogs: Record<string, string[]> = {};
  for (const chunk of dynamic) {
    const language = /[\\/]catalogs-(\w+)\.ts$/.exec(chunk.facadeModuleId as string)?.[1];
    if (language) catalogs[language] = filesOf(chunk);
  }
  const { routeModules } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
    routeModules: () => Promise<Array<{ pattern: string; module: unknown; catalogs: boolean }>>;
  };
  const { routePreloadScript } = (await server.ssrLoadModule(
    '/src/app/routes/route-preload.ts',
  )) as typeof import('./src/app/routes/route-preload');
  const { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY } = (await server.ssrLoadModule(
    '@songdee/shared/constants/app.constants',
  )) as typeof import('@songdee/shared/constants/app.constants');
  const table: RoutePreloadTable = { routes: [], chunks: [], catalogs, defaultLanguage: DEFAULT_LANGUAGE };
  const indexOf = new Map<Rolldown.OutputChunk, number>();
  for (const route of await routeModules()) {
    const chunk = route.module ? modules.get(route.module) : undefined;
    if (route.module && !chunk) throw new Error(`no chunk of the build loads the page of ${route.pattern}`);
    if (chunk && !indexOf.has(chunk)) {
      indexOf.set(chunk, table.chunks.length);
      table.chunks.push({ files: filesOf(chunk), catalogs: route.catalogs });
    }
    table.routes.push([route.pattern, chunk ? (indexOf.get(chunk) as number) : -1]);
  }
  return writeScript(outDir, 'route-preload', routePreloadScript(table, LANGUAGE_STORAGE_KEY));
}

/** Writes a script of the build's own into assets/, named by its content; returns its address. */
function writeScript(outDir: string, name: string, script: string): string {
  const file = `assets/${name}-${createHash('sha256').update(script).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), script);
  return `/${file}`;
}

/**
 * Prerenders the first screen into #root (src/app/prerender.tsx, run through Vite's SSR loader once the client is
 * built): dist/landing.html with the landing page, which the server sends for `/`, and dist/index.html with the header
 * and the loader, for every other address (dist/page.html the same, starting the app as landing.html does, for a page
 * the server renders). Both paint from their HTML and CSS, so their scripts are asked for after
 * the CSS and the fonts. Done before the files are precompressed (writeBundle runs before closeBundle).
 */
function prerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'songdee-prerender',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        plugins: [react()],
      });
      try {
        const pages = (await server.ssrLoadModule('/src/app/prerender.tsx')) as Record<
          'renderLanding' | 'renderShell',
          () => Promise<string>
        >;
        const routeScript = await writeRouteScript(server, bundle, outDir);
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const emptyRoot = '<div id="root"></div>';
        if (!html.includes(emptyRoot)) throw new Error('index.html has no empty #root to prerender into');
        // The Thai faces the first screen's text uses, preloaded: the prerendered text would otherwise paint in the
        // fallback font and move when Sarabun arrives (layout shift).
        const fonts = readdirSync(join(outDir, 'assets'))
          .filter((name) => /^sarabun-thai-(400|600|700)-normal-.*\.woff2$/.test(name))
          .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`)
          .join('\n    ');
        const withRoot = (body: string) =>
          html
            // The opened page's chunk is asked for by the route script, first in the head so that no stylesheet holds
            // it back, while the app's own scripts load (main.tsx would ask for it only once they have run).
            .replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />\n    <script async src="${routeScript}"></script>`)
            .replace('</title>', `</title>\n    ${fonts}`)
            .replace(emptyRoot, `<div id="root">${body}</div>`)
            .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
            .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
        // A page whose first screen is whole in its HTML starts the app once that screen has loaded.
        const { startAfterLoad, startAppScript } = (await server.ssrLoadModule(
          '/src/app/routes/start-after-load.ts',
        )) as typeof import('./src/app/routes/start-after-load');
        const startScript = writeScript(outDir, 'start-app', startAppScript());
        writeFileSync(join(outDir, 'landing.html'), startAfterLoad(withRoot(await pages.renderLanding()), startScript));
        // Every page's first render asks who is signed in (the header, and a signed-in page's data waits for it): the
        // answer is asked for by the HTML, with the fonts, and the app's fetch takes it (lib/use-current-user.ts).
        const { SESSION_PATH } = (await server.ssrLoadModule(
          '/src/lib/use-current-user.ts',
        )) as typeof import('./src/lib/use-current-user');
        const session = `<link rel="preload" as="fetch" crossorigin href="${SESSION_PATH}">`;
        const shell = withRoot(await pages.renderShell()).replace('</title>', `</title>\n    ${session}`);
        writeFileSync(join(outDir, 'index.html'), shell);
        // The page the server renders with its data (a store's main page, apps/server/src/web-first-data.ts) in place
        // of the shell's loader: its first screen is whole too.
        writeFileSync(join(outDir, 'page.html'), startAfterLoad(shell, startScript));
      } finally {
        await server.close();
      }
      await buildServerRender();
    },
  };
}

/**
 * prerender.tsx built for Node into dist-ssr/ (beside dist/, which is served: this is not), for the server to render a
 * store's main page at request time (apps/server/src/web-first-data.ts). Packages stay imports of node_modules; the
 * app's own modules, the shared package's and the catalogs are bundled.
 */
async function buildServerRender() {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/app/prerender.tsx', outDir: join(root, 'dist-ssr'), emptyOutDir: true, copyPublicDir: false },
  });
}

const root = fileURLToPath(new URL('.', import.meta.url));

/** A declared call as the browser needs it at run time: its method and path (its types come from the declaration). */
const callOnly = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if ('method' in value && 'path' in value && 'schema' in value) return { method: value.method, path: value.path };
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, callOnly(inner)]));
};

/**
 * The calls files of packages/shared (`*.calls.ts`) as the browser gets them: each declared call's method and path
 * only, read from the declaration itself by Vite's SSR loader. `callApi` needs no more at run time, and its types come
 * from the declaration at compile time, so a page that calls the API downloads neither zod nor the schemas the calls
 * name (the landing page's first screen stays within its budget). Server-side rendering loads the whole files.
 */
function callsWithoutSchemas(): Plugin {
  // One loader for the whole build, made by the first calls file asked for (the files are loaded concurrently).
  let loader: Promise<ViteDevServer> | undefined;
  let ownLoader = false;
  return {
    name: 'songdee-calls-without-schemas',
    configureServer(server) {
      loader = Promise.resolve(server);
    },
    async load(id, options) {
      if (options?.ssr || !/[\\/]packages[\\/]shared[\\/]src[\\/].+\.calls\.ts$/.test(id)) return null;
      if (!loader) {
        ownLoader = true;
        loader = createServer({
          configFile: false,
          root,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        });
      }
      const module = await (await loader).ssrLoadModule(id);
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(callOnly(value))};`)
        .join('\n');
    },
    async buildEnd() {
      if (ownLoader) await (await loader)?.close();
      loader = undefined;
      ownLoader = false;
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), callsWithoutSchemas(), prerender(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/sim': apiTarget,
      '/upload': apiTarget,
      '/version': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Fonts are emitted as files: the CSP allows fonts from 'self' and data:, never from a CDN.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The bundler made one small chunk per set of importers (27 scripts before the landing page, 69 before a
          // store page); on a slow mobile link each waits its turn on one of 6 connections. Common chunks under 64 KB
          // are copied into the chunks that use them instead (one shared module state): 8 scripts before the landing
          // page, 15 before a store page, the same bytes. Entries, lazily loaded pages and the groups below stay apart.
          experimentalInlineCommonChunks: { maxSize: 64 * 1024 },
          groups: [
            // Libraries change less often than the app: a chunk of their own stays cached across releases.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The QR encoder is loaded only by the pages that show a PromptPay QR (components/payments/pay-to-card.tsx).
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|yargs)[\\/]/ },
            // The catalogs are one chunk per language (app/catalogs-*.ts), the Thai ones `/` needs in the first script.
          ],
        },
      },
    },
  },
});
