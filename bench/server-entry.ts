// What the benches run of the server, bundled as `npm start` runs it (bench/lib.ts `serverCode`).
export { buildApp } from '../apps/server/src/app';
export { loadEnv } from '../apps/server/src/config/env';
export { openDatabase } from '../apps/server/src/db/client';
export { runSeed } from '../apps/server/src/db/seed/run-seed';
export { createLocalFileStore } from '../apps/server/src/lib/files/file-store';
export { code128Bars, QUIET_ZONE_MODULES } from '../apps/server/src/lib/pdf/code128';
export { FONT, registerFonts } from '../apps/server/src/lib/pdf/fonts';
export { labelPageSizeMm, MM } from '../apps/server/src/lib/pdf/label-layout';
export { renderLabelsPdf } from '../apps/server/src/lib/pdf/labels-pdf';
