import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';

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
 * Prerenders the first screen into #root (src/app/prerender.tsx, run through Vite's SSR loader once the client is
 * built): dist/landing.html with the landing page, which the server sends for `/`, and dist/index.html with the header
 * and the loader, for every other address. Both paint from their HTML and CSS, so their scripts are asked for after
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
    async writeBundle() {
      const server = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
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
        const html = readFileSync(join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error('index.html has no empty #root to prerender into');
        // The Thai faces the first screen's text uses, preloaded: the prerendered text would otherwise paint in the
        // fallback font and move when Sarabun arrives (layout shift).
        const fonts = readdirSync(join(outDir, 'assets'))
          .filter((name) => /^sarabun-thai-(400|600|700)-normal-.*\.woff2$/.test(name))
          .map((name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`)
          .join('\n    ');
        const withRoot = (body: string) =>
          html
            .replace('</title>', `</title>\n    ${fonts}`)
            .replace(root, `<div id="root">${body}</div>`)
            .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
            .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
        writeFileSync(join(outDir, 'landing.html'), withRoot(await pages.renderLanding()));
        writeFileSync(join(outDir, 'index.html'), withRoot(await pages.renderShell()));
      } finally {
        await server.close();
      }
    },
  };
}

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), prerender(), precompress()],
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
            // The QR encoder is loaded only by the pages that show a PromptPay QR (components/pay-to-card.tsx).
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|yargs)[\\/]/ },
            // The catalogs are one chunk per language (app/catalogs-*.ts), the Thai ones `/` needs in the first script.
          ],
        },
      },
    },
  },
});
