import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THERMAL_LABEL_OPTION_ID } from '@songdee/shared/reference/label-options';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printNewLot, useLabelledParcels } from '../../../test/label-fixtures';
import { pdfInfo, run, scanBarcodes, scanPngs } from '../../../test/pdf-tools';
import { useTestApp } from '../../../test/use-test-app';
import { renderZpl } from '../../../test/zpl-tools';

/** PNG renderings of the thermal label, PDF and ZPL, for people to look at (gitignored). */
const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/labels-thermal/', import.meta.url));
/** 203 dpi, 8 dots per millimetre: the 4 x 6 in Zebra desktop printers' density the ZPL is written for. */
const DOTS_PER_MM = 8;

const t = useTestApp();
const parcels = useLabelledParcels(t, 3, ARTIFACTS);
const work = mkdtempSync(join(tmpdir(), 'songdee-thermal-'));
const printUrl = (query: string) => `/api/stores/${parcels.storeId}/printmailings?${query}`;
/** The tracking pages' paths the QR codes open (the test app's public address before them). */
const trackPaths = (urls: string[]) => urls.map((url) => new URL(url).pathname);
const trackingPaths = (codes: string[]) => codes.map((code) => `/track/${code}`);

/** The dark pixels (below half grey) of a picture's top `rows` rows, 800 dots across. */
async function darkPixels(png: string, rows: number) {
  const { data, info } = await sharp(png)
    .extract({ left: 0, top: 0, width: 800, height: rows })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => x >= 0 && y >= 0 && x < 800 && y < rows && (data[(y * 800 + x) * info.channels] as number) < 128;
}

/** The share of `a`'s dark pixels that have a dark pixel of `b` at most one pixel away (two rasterisers' edges differ). */
function sharedDark(a: (x: number, y: number) => boolean, b: (x: number, y: number) => boolean, rows: number) {
  let dark = 0;
  let near = 0;
  for (let y = 0; y < rows; y++)
    for (let x = 0; x < 800; x++) {
      if (!a(x, y)) continue;
      dark++;
      if (
        b(x - 1, y - 1) ||
        b(x, y - 1) ||
        b(x + 1, y - 1) ||
        b(x - 1, y) ||
        b(x, y) ||
        b(x + 1, y) ||
        b(x - 1, y + 1) ||
        b(x, y + 1) ||
        b(x + 1, y + 1)
      )
        near++;
    }
  return { dark, share: near / dark };
}

describe('the 100 x 150 mm thermal label', () => {
  it('prints as a PDF of exactly 100 x 150 mm with every barcode and QR code scannable', async () => {
    const res = await t.app.inject({
      url: printUrl(`mailingBarcode=${parcels.barcodes.join(',')}&LabelOption=${THERMAL_LABEL_OPTION_ID}`),
      headers: parcels.seller.auth,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(work, 'thermal.pdf');
    writeFileSync(file, res.rawPayload);
    // 100 x 150 mm is 283.465 x 425.197 pt, as pdfinfo prints it (to its 3 decimals).
    expect(run('pdfinfo', [file])).toMatch(/Page size:\s+283\.465 x 425\.197 pts/);
    expect(pdfInfo(file).pages).toBe(3);
    expect(scanBarcodes(file, join(work, 'thermal')).sort()).toEqual([...parcels.barcodes].sort());
    expect(trackPaths(scanBarcodes(file, join(work, 'thermal-qr'), 'qrcode')).sort()).toEqual(trackingPaths(parcels.barcodes).sort());
    run('pdftoppm', ['-r', '200', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, 'thermal-pdf')]);
  });

  it('prints as ZPL II that another renderer draws like the PDF, codes native and scannable', async () => {
    const res = await t.app.inject({
      url: printUrl(`mailingBarcode=${parcels.barcodes.join(',')}&LabelOption=${THERMAL_LABEL_OPTION_ID}&format=zpl`),
      headers: parcels.seller.auth,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zpl; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="labels.zpl"');
    const zpl = res.body;
    // Thai reaches the printer only as pictures: the commands are plain ASCII.
    expect(zpl).toMatch(/^[\n\x20-\x7e]+$/);
    // One format (^XA ... ^XZ) per label, each 800 x 1200 dots (^PW, ^LL) with UTF-8 field data (^CI28).
    const formats = zpl.split('^XZ').filter((f) => f.trim());
    expect(formats).toHaveLength(parcels.barcodes.length);
    formats.forEach((format, i) => {
      expect(format.trim().startsWith('^XA')).toBe(true);
      expect(format).toContain('^CI28');
      expect(format).toContain('^PW800');
      expect(format).toContain('^LL1200');
      // The barcode as a native Code 128 field (^BC), subset B from its start (>:); the QR code as ^BQ.
      expect(format).toMatch(new RegExp(`\\^BY3\\^BCN,\\d+,Y,N,N,N\\^FH_\\^FD>:${parcels.barcodes[i]}\\^FS`));
      expect(format).toContain(`^BQN,2,`);
      // Service, weight, sender, recipient, address, remark and postcode: a graphic field (^GFA) each.
      expect(format.match(/\^GFA,\d+,\d+,\d+,/g)?.length).toBeGreaterThanOrEqual(7);
    });

    const pngs = await renderZpl(zpl, join(ARTIFACTS, 'thermal-zpl'), { widthMm: 100, heightMm: 150, dotsPerMm: DOTS_PER_MM });
    expect(pngs).toHaveLength(parcels.barcodes.length);
    expect(scanPngs(pngs)).toEqual(parcels.barcodes);
    expect(trackPaths(scanPngs(pngs, 'qrcode'))).toEqual(trackingPaths(parcels.barcodes));

    // The text (everything above the QR code's row) is the PDF's, drawn by pdftoppm at the same 8 dots per mm: the
    // same glyphs at the same places, Thai marks included, up to the edge pixels of the two rasterisers.
    writeFileSync(
      join(work, 'zpl-one.pdf'),
      (
        await t.app.inject({
          url: printUrl(`mailingBarcode=${parcels.barcodes[0]}&LabelOption=${THERMAL_LABEL_OPTION_ID}`),
          headers: parcels.seller.auth,
        })
      ).rawPayload,
    );
    run('pdftoppm', ['-r', String(DOTS_PER_MM * 25.4), '-gray', '-png', '-singlefile', join(work, 'zpl-one.pdf'), join(work, 'pdf-203')]);
    const rows = 700;
    const [fromPdf, fromZpl] = await Promise.all([darkPixels(join(work, 'pdf-203.png'), rows), darkPixels(pngs[0] as string, rows)]);
    const zplInPdf = sharedDark(fromZpl, fromPdf, rows);
    const pdfInZpl = sharedDark(fromPdf, fromZpl, rows);
    expect(zplInPdf.dark).toBeGreaterThan(20_000);
    // Marks left out, or the text a point off its place, cost more than the 1 % allowed here.
    expect(zplInPdf.share).toBeGreaterThan(0.99);
    expect(pdfInZpl.share).toBeGreaterThan(0.99);
  });

  it('prints a lot as ZPL too', async () => {
    const res = await printNewLot(t, parcels.seller, parcels.storeId, 2, `LabelOption=${THERMAL_LABEL_OPTION_ID}&format=zpl`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zpl; charset=utf-8');
    expect(res.body.match(/\^XA/g)).toHaveLength(2);
  });

  it('refuses ZPL on a size a thermal printer does not take, and an unknown format', async () => {
    for (const query of [`LabelOption=1&format=zpl`, `LabelOption=${THERMAL_LABEL_OPTION_ID}&format=epl`]) {
      const refused = await t.app.inject({ url: printUrl(`mailingBarcode=${parcels.barcodes[0]}&${query}`), headers: parcels.seller.auth });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues[0]).toMatchObject({
        path: 'querystring.format',
        message: 'ขนาดใบจ่าหน้านี้พิมพ์เป็น ZPL ไม่ได้ เลือกกระดาษความร้อน 10 x 15 ซม.',
      });
    }
  });
});
