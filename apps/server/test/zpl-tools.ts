import { writeFileSync } from 'node:fs';
import { ready } from 'zpl-renderer-js';

/**
 * Renders ZPL with a renderer nobody here wrote: zpl-renderer-js, the Zebrash ZPL interpreter (open source, in Go)
 * compiled to WebAssembly, which runs in Node as in a browser. One PNG per ^XA ... ^XZ format, at `dotsPerMm`, kept as
 * `<prefix>-N.png`; their paths are returned.
 */
export async function renderZpl(zpl: string, prefix: string, page: { widthMm: number; heightMm: number; dotsPerMm: number }) {
  const { api } = await ready;
  const pngs = await api.zplToBase64MultipleAsync(zpl, page.widthMm, page.heightMm, page.dotsPerMm);
  return pngs.map((png, i) => {
    const file = `${prefix}-${i + 1}.png`;
    writeFileSync(file, Buffer.from(png, 'base64'));
    return file;
  });
}
