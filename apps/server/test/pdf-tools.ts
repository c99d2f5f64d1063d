import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Runs a command-line tool (poppler, zbar) and gives what it printed. */
export const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The first page's size in points and the page count, as pdfinfo reads them. */
export function pdfInfo(file: string) {
  const info = run('pdfinfo', [file]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
  return { width: Number(size?.[1]), height: Number(size?.[2]), pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]) };
}

/**
 * Every code of one symbology zbarimg reads from the PDF rendered at 300 dpi (the pages are kept as
 * `<pngPrefix>-N.png`): the Code 128 barcodes by default, the QR codes (labels carry their tracking page's) when asked.
 */
export function scanBarcodes(file: string, pngPrefix: string, symbology: 'code128' | 'qrcode' = 'code128'): string[] {
  run('pdftoppm', ['-r', '300', '-png', file, pngPrefix]);
  const dir = dirname(pngPrefix);
  const pngs = readdirSync(dir)
    .filter((f) => f.startsWith(`${basename(pngPrefix)}-`) && f.endsWith('.png'))
    .map((f) => join(dir, f));
  return scanPngs(pngs, symbology);
}

/** Every code of one symbology zbarimg reads from the PNG files. */
export function scanPngs(pngs: string[], symbology: 'code128' | 'qrcode' = 'code128'): string[] {
  let out = '';
  try {
    out = run('zbarimg', ['-q', '--raw', '-Sdisable', `-S${symbology}.enable`, ...pngs]);
  } catch (error) {
    // zbarimg exits non-zero when a page has no barcode; what it read is still on stdout.
    out = String((error as { stdout?: string }).stdout ?? '');
  }
  return out.split('\n').filter(Boolean);
}
