import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
/** A package's package.json, found from its main entry (neither package exports its package.json). */
const manifest = (name: string) => {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name))) dir = dirname(dir);
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
};

// The camera serves zxing-wasm's .wasm itself, while the barcode-detector ponyfill runs its own copy of zxing-wasm's
// JavaScript: the two must be one version, or every read fails (the .wasm does not fit the code that loads it).
describe('the camera reader', () => {
  it('serves the .wasm of the zxing-wasm version the barcode-detector ponyfill runs', () => {
    const ponyfill = manifest('barcode-detector') as { dependencies: Record<string, string> };
    const served = manifest('zxing-wasm') as { version: string };
    expect(served.version).toBe(ponyfill.dependencies['zxing-wasm']);
  });
});
