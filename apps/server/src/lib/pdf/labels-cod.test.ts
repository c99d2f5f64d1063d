import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { describe, expect, it } from 'vitest';
import { LABEL_CAPTIONS, labelParty } from '../../../test/label-data';
import { run } from '../../../test/pdf-tools';
import type { LabelData } from './label-layout';
import { renderLabelsPdf } from './labels-pdf';

const captions = LABEL_CAPTIONS;
const party = labelParty;
const label = (cod: LabelData['cod']): LabelData => ({
  barcode: 'EF582568151TH',
  trackingUrl: 'https://songdee.example/track/EF582568151TH',
  serviceName: 'EMS',
  weightText: 'น้ำหนัก 500 กรัม',
  orderName: 'SD-261128-0001',
  cod,
  sender: party('ร้านสมชาย'),
  recipient: { ...party('มาลี ใจดี'), remark: 'ฝากไว้ที่ป้อมยาม' },
});
const COD = { caption: 'เก็บเงินปลายทาง', amount: '฿1,250.00' };
/**
 * pdftotext splits Thai clusters of the subset font and loses its sara aa (า), so Thai is compared without spaces and
 * without า; the rendered pages were also looked at (pdftoppm).
 */
const thaiSkeleton = (text: string) => text.replace(/[\sา]/g, '');

/** The words of the PDF as pdftotext reads them, and the height (points) of each word's box. */
function words(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'labels-cod-'));
  const file = join(dir, 'labels.pdf');
  writeFileSync(file, pdf);
  const html = run('pdftotext', ['-bbox', file, '-']);
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[3] ?? '',
    height: Number(m[2]) - Number(m[1]),
  }));
}

describe('a cash-on-delivery label', () => {
  it.each(LABEL_OPTIONS.map((o) => [o.id, o] as const))(
    'option %i prints "เก็บเงินปลายทาง" and the amount in baht, large',
    async (_, option) => {
      const found = words(await renderLabelsPdf([label(COD)], option, captions));
      const text = found.map((w) => w.text).join(' ');
      expect(thaiSkeleton(text)).toContain(thaiSkeleton('เก็บเงินปลายทาง'));
      const amount = found.find((w) => w.text === '฿1,250.00');
      expect(amount, text).toBeDefined();
      // At least 9 pt (about 3.2 mm), larger than the address text beside it.
      expect(amount!.height).toBeGreaterThanOrEqual(9);
    },
  );

  it('a label paid ahead has no COD block', async () => {
    const option = LABEL_OPTIONS.find((o) => o.id === 1)!;
    const text = words(await renderLabelsPdf([label(null)], option, captions))
      .map((w) => w.text)
      .join(' ');
    expect(thaiSkeleton(text)).not.toContain(thaiSkeleton('เก็บเงินปลายทาง'));
    expect(text).not.toContain('฿');
  });
});
