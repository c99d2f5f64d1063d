import { fileURLToPath } from 'node:url';

/**
 * A path inside the server package (apps/server). This file sits one folder below the package as src/, and the
 * compiled server.js sits in dist/, so `..` is the package from either (a deeper file's own `import.meta.url` is not).
 */
export const serverFile = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));
