import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { barcodesFor, printLabels, useLabelledParcels } from '../../../test/label-fixtures';
import { run, scanBarcodes } from '../../../test/pdf-tools';
import { useTestApp } from '../../../test/use-test-app';

/** PNG renderings of every option with its QR code land here for people to look at (gitignored). */
const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/labels-qr/', import.meta.url));
/** A public address as long as a real one, so the QR code is as large as it will be in production. */
const PUBLIC_URL = 'https://songdee.thailandpost.example';
/**
 * The label options with room for the QR code at its smallest print (0.4 mm modules), as written in
 * docs/decisions/tracking.md: the 45 x 80 and 46 x 82 labels, the 58 x 80 sticker and the 2 x 6 sheet's cells have none; the 100 x 150 mm thermal label has one.
 */
const WITH_QR = [1, 2, 4, 6, 7, 8, 11];

// Given with a trailing slash, as an operator may write it: the codes still hold one slash before /track.
const t = useTestApp(() => createTestApp({ env: { PUBLIC_URL: `${PUBLIC_URL}/` } }));
const parcels = useLabelledParcels(t, 12, ARTIFACTS);
const work = mkdtempSync(join(tmpdir(), 'songdee-labels-qr-'));

describe('label QR codes', () => {
  it.each(LABEL_OPTIONS.map((o) => [o.id, o] as const))(
    'option %i: the QR code, where it fits, opens the parcel’s tracking page',
    async (id, option) => {
      const wanted = barcodesFor(option, parcels.barcodes);
      const res = await printLabels(t, parcels.seller.auth, parcels.storeId, wanted, id);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const file = join(work, `option-${id}.pdf`);
      writeFileSync(file, res.rawPayload);
      // The QR codes read from the pages rendered at 300 dpi, as a printed label would be photographed.
      const urls = scanBarcodes(file, join(work, `qr-${id}`), 'qrcode');
      expect(urls.sort()).toEqual(WITH_QR.includes(id) ? wanted.map((b) => `${PUBLIC_URL}/track/${b}`).sort() : []);
      // The barcodes still read beside them.
      expect(scanBarcodes(file, join(work, `bars-${id}`)).sort()).toEqual([...wanted].sort());
      run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', file, join(ARTIFACTS, `option-${id}`)]);
    },
  );
});
