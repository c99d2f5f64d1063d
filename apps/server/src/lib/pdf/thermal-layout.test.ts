import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { LABEL_CAPTIONS } from '../../../test/label-data';
import { registerFonts } from './fonts';
import { type Box, type LabelData, MM } from './label-layout';
import { TextMeasure } from './text-measure';
import { THERMAL_RESERVED_BOX_MM, type ThermalPart, thermalLabelParts } from './thermal-layout';

const captions = LABEL_CAPTIONS;
const long = 'หมู่บ้านน้ำทิพย์ ชั้น 3 ซอยผู้ใหญ่ลี้ ถนนเจริญกรุง แขวงบางรัก เขตบางรัก กรุงเทพมหานคร '.repeat(4);
const party = { name: 'คุณน้ำฝน ผู้รับของที่อยู่ไกลมาก '.repeat(3), phone: '0898765432', address: long, postcode: '10500' };
const label: LabelData = {
  barcode: 'EA100000015TH',
  trackingUrl: 'https://songdee.thailandpost.example/track/EA100000015TH',
  serviceName: 'EMS ในประเทศ',
  weightText: 'น้ำหนัก 1,250 กรัม',
  orderName: 'SO-2026-000123',
  sender: party,
  recipient: { ...party, remark: long },
};

/** The area a part covers, in points. */
function areaOf(part: ThermalPart): Box {
  switch (part.kind) {
    case 'text':
      return { ...part.box, h: part.lines.length * part.size * 1.3 };
    case 'rule':
      return { x: part.x, y: part.y - part.weight / 2, w: part.w, h: part.weight };
    case 'barcode':
      return part.box;
    case 'qr':
      return { x: part.x, y: part.y, w: part.side, h: part.side };
    case 'frame':
      return { x: part.box.x - part.weight / 2, y: part.box.y - part.weight / 2, w: part.box.w + part.weight, h: part.box.h + part.weight };
  }
}

const reserved = {
  x: THERMAL_RESERVED_BOX_MM.x * MM,
  y: THERMAL_RESERVED_BOX_MM.y * MM,
  w: THERMAL_RESERVED_BOX_MM.w * MM,
  h: THERMAL_RESERVED_BOX_MM.h * MM,
};

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the thermal label layout', () => {
  it('keeps every part on the page and out of the box reserved for a cash-on-delivery block, however long the text', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    registerFonts(doc);
    const parts = thermalLabelParts(new TextMeasure(doc), label, captions, true);
    expect(parts.map((p) => p.kind)).toEqual(expect.arrayContaining(['text', 'rule', 'barcode', 'qr']));
    for (const part of parts) {
      const area = areaOf(part);
      expect(overlaps(area, reserved), JSON.stringify(part).slice(0, 120)).toBe(false);
      expect(area.x).toBeGreaterThanOrEqual(0);
      expect(area.y).toBeGreaterThanOrEqual(0);
      expect(area.x + area.w).toBeLessThanOrEqual(100 * MM);
      expect(area.y + area.h).toBeLessThanOrEqual(150 * MM);
    }
    // Every field is there: the long texts were shrunk and cut, not dropped.
    const text = parts.flatMap((p) => (p.kind === 'text' ? p.lines : [])).join(' ');
    for (const field of ['EMS', '1,250', 'SO-2026-000123', 'ผู้ส่ง', 'ผู้รับ', '0898765432', 'หมายเหตุ', '10500']) expect(text).toContain(field);
  });

  it('draws a cash-on-delivery block in the reserved box only: framed, the caption and the amount large', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    registerFonts(doc);
    const cod = { caption: 'เก็บเงินปลายทาง', amount: '฿12,345.00' };
    const without = thermalLabelParts(new TextMeasure(doc), label, captions, true);
    const parts = thermalLabelParts(new TextMeasure(doc), { ...label, cod }, captions, true);
    const added = parts.filter((p) => !without.some((w) => JSON.stringify(w) === JSON.stringify(p)));
    expect(added.map((p) => p.kind)).toEqual(['frame', 'text', 'text']);
    const grown = { x: reserved.x - 1, y: reserved.y - 1, w: reserved.w + 2, h: reserved.h + 2 };
    for (const part of added) {
      const area = areaOf(part);
      expect(area.x).toBeGreaterThanOrEqual(grown.x);
      expect(area.y).toBeGreaterThanOrEqual(grown.y);
      expect(area.x + area.w).toBeLessThanOrEqual(grown.x + grown.w);
      expect(area.y + area.h).toBeLessThanOrEqual(grown.y + grown.h);
    }
    const texts = added.flatMap((p) => (p.kind === 'text' ? [{ text: p.lines.join(' '), size: p.size }] : []));
    expect(texts.map((t) => t.text)).toEqual([cod.caption, cod.amount]);
    expect(texts[1]!.size).toBeGreaterThanOrEqual(12);
  });
});
