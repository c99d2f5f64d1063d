import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { barcodesFor, printLabels, printNewLot, useLabelledParcels } from '../../../test/label-fixtures';
import { pdfInfo, run, scanBarcodes } from '../../../test/pdf-tools';
import { useTestApp } from '../../../test/use-test-app';
import { labelPageSizeMm, MM } from '../../lib/pdf/label-layout';

/** PNG renderings of every option land here for people to look at (gitignored). */
const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/labels/', import.meta.url));

const t = useTestApp();
const parcels = useLabelledParcels(t, 12, ARTIFACTS);
const work = mkdtempSync(join(tmpdir(), 'songdee-labels-'));

describe('GET /api/stores/:storeId/printmailings', () => {
  it.each(LABEL_OPTIONS.map((o) => [o.id, o] as const))(
    'prints option %i at its exact size with scannable barcodes',
    async (id, option) => {
      const wanted = barcodesFor(option, parcels.barcodes);
      const res = await printLabels(t, parcels.seller.auth, parcels.storeId, wanted, id);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = join(work, `option-${id}.pdf`);
      writeFileSync(file, res.rawPayload);
      const { width, height } = pdfInfo(file);
      const mm = labelPageSizeMm(option);
      expect(Math.abs(width - mm.width * MM)).toBeLessThanOrEqual(1);
      expect(Math.abs(height - mm.height * MM)).toBeLessThanOrEqual(1);
      const read = scanBarcodes(file, join(work, `option-${id}`));
      expect(read.sort()).toEqual([...wanted].sort());
      run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, `option-${id}`)]);
    },
  );

  it('prints a lot by its id', async () => {
    const res = await printNewLot(t, parcels.seller, parcels.storeId, 3, 'LabelOption=1');
    expect(res.statusCode).toBe(200);
    const file = join(work, 'lot.pdf');
    writeFileSync(file, res.rawPayload);
    expect(run('pdfinfo', [file])).toMatch(/Pages:\s+3/);
  });

  it('refuses bad input and other stores', async () => {
    const first = parcels.barcodes.slice(0, 1);
    const bad = await printLabels(t, parcels.seller.auth, parcels.storeId, first, 12);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.issues[0].message).toBe('กรุณาเลือกขนาดฉลาก');
    const unknown = await printLabels(t, parcels.seller.auth, parcels.storeId, ['EF582568151TH'], 1);
    expect(unknown.statusCode).toBe(404);
    const other = await createUser(t.app, t.database.db, { store: {} });
    const foreign = await printLabels(t, other.auth, parcels.storeId, first, 1);
    expect(foreign.statusCode).toBe(403);
    const viaOwnStore = await printLabels(t, other.auth, other.storeId as string, first, 1);
    expect(viaOwnStore.statusCode).toBe(404);
  });

  it('starts a sheet at the chosen cell, and refuses a cell the sheet does not have', async () => {
    const sheet = LABEL_OPTIONS.find((o) => o.kind === 'sheet' && o.columns * o.rows === 8);
    const print = (option: number, cell: number) =>
      printLabels(t, parcels.seller.auth, parcels.storeId, parcels.barcodes.slice(0, 4), option, `&startCell=${cell}`);
    // Four labels from cell 6 of eight: two on the first sheet, two on a second.
    const started = await print(sheet?.id ?? 0, 6);
    expect(started.statusCode, started.body.slice(0, 200)).toBe(200);
    const file = join(work, 'start-cell.pdf');
    writeFileSync(file, started.rawPayload);
    expect(pdfInfo(file).pages).toBe(2);
    for (const [option, cell] of [
      [sheet?.id ?? 0, 8],
      [1, 1],
      [sheet?.id ?? 0, -1],
    ] as const) {
      const refused = await print(option, cell);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.issues[0]).toMatchObject({ path: 'querystring.startCell', message: 'ช่องเริ่มพิมพ์ไม่มีในแผ่นที่เลือก' });
    }
  });
});

describe('GET /api/barcode', () => {
  it('draws a scannable Code 128 PNG', async () => {
    const res = await t.app.inject({ url: '/api/barcode/?code=EF582568151TH&height=100' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const file = join(work, 'barcode.png');
    writeFileSync(file, res.rawPayload);
    expect(run('zbarimg', ['-q', '--raw', file]).trim()).toBe('EF582568151TH');
  });

  it('refuses missing or non-printable codes', async () => {
    for (const url of [
      '/api/barcode',
      '/api/barcode?code=',
      `/api/barcode?code=${encodeURIComponent('ไทย')}`,
      '/api/barcode?code=AB&height=5000',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(400);
    }
  });
});
