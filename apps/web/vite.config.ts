import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
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
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // The QR encoder is loaded only by the pages that show a PromptPay QR (components/pay-to-card.tsx).
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs|yargs)[\\/]/ },
            // The catalogs (app/i18n.ts): the Thai ones `/` needs, imported statically, in one chunk loaded with the first
            // script; the others in one chunk per language, fetched in one go before the first page other than `/` or a
            // switch of language.
            {
              name: (id, ctx) => {
                const language = /[\\/]i18n[\\/]locales[\\/](th|en)[\\/][^\\/]+\.json$/.exec(id)?.[1];
                if (!language) return null;
                return ctx.getModuleInfo(id)?.importers.length ? `i18n-${language}-start` : `i18n-${language}`;
              },
            },
            // Other libraries go with the chunks that use them (a route group's chunk, or the shared start).
          ],
        },
      },
    },
  },
});
