import { type Box, fit, type LabelCaptions, type LabelData, LINE, MM, qrSideIn } from './label-layout';
import type { TextMeasure } from './text-measure';

/**
 * The 100 x 150 mm thermal label, laid out once as parts in points (top left of the page is 0, 0) and drawn twice: as
 * a PDF page (thermal-pdf.ts) and as ZPL II (lib/zpl), so the label a Zebra printer makes is the PDF's.
 */
export type ThermalPart =
  | { kind: 'text'; box: Box; size: number; bold: boolean; lines: string[]; align: 'left' | 'right' | 'center' }
  | { kind: 'rule'; x: number; y: number; w: number; weight: number }
  /** Code 128 bars with the code under them, across the box. */
  | { kind: 'barcode'; box: Box; code: string }
  /** A QR code whose square (quiet zone included) has its top left at x, y. */
  | { kind: 'qr'; x: number; y: number; side: number; url: string }
  /** A box's outline (the cash-on-delivery block's frame). */
  | { kind: 'frame'; box: Box; weight: number };

/**
 * Millimetres: the page's margin; the Code 128 block at the foot (tall bars, read from any angle a hand scanner meets
 * a parcel at); the row above it, with the tracking page's QR code (left), the reserved box (middle) and the postcode
 * (right); the gap between them.
 */
const { PAD_MM, BARCODE_MM, ROW_MM, QR_MM, POSTCODE_W_MM, GAP_MM } = {
  PAD_MM: 3,
  BARCODE_MM: 30,
  ROW_MM: 27,
  QR_MM: 24,
  POSTCODE_W_MM: 34,
  GAP_MM: 1.5,
};

/**
 * The box this layout leaves blank for a cash-on-delivery block ("เก็บเงินปลายทาง" and the amount), in millimetres
 * from the page's top left: between the QR code and the postcode, above the barcode, where a courier looks before
 * scanning. Nothing else is ever drawn there.
 */
export const THERMAL_RESERVED_BOX_MM: Readonly<Box> = {
  x: PAD_MM + QR_MM + 2,
  y: 150 - PAD_MM - BARCODE_MM - GAP_MM - ROW_MM,
  w: 100 - 2 * PAD_MM - QR_MM - 2 - POSTCODE_W_MM - 2,
  h: ROW_MM,
};

/** A fitted text part in a box (nothing when the text is empty); `used` is the height its lines take. */
function text(
  m: TextMeasure,
  value: string,
  box: Box,
  opts: { maxSize: number; minSize: number; bold?: boolean; align?: 'left' | 'right' | 'center' },
): { part: ThermalPart | null; used: number } {
  if (!value.trim() || box.h <= 0) return { part: null, used: 0 };
  const bold = opts.bold ?? false;
  const { size, lines } = fit(m, value, box.w, box.h, opts.maxSize, opts.minSize, bold);
  return { part: { kind: 'text', box, size, bold, lines, align: opts.align ?? 'left' }, used: lines.length * size * LINE };
}

/**
 * Every field of the other labels on a 100 x 150 mm page: service and weight, the order code, sender, recipient
 * (name, phone, address), the remark, the postcode large, the tracking page's QR code and the barcode.
 */
export function thermalLabelParts(m: TextMeasure, label: LabelData, captions: LabelCaptions, remark: boolean): ThermalPart[] {
  const parts: ThermalPart[] = [];
  const add = (p: { part: ThermalPart | null; used: number }) => {
    if (p.part) parts.push(p.part);
    return p.used;
  };
  const x = PAD_MM * MM;
  const w = (100 - 2 * PAD_MM) * MM;
  const top = PAD_MM * MM;
  const headerH = 16 * LINE;
  add(text(m, label.serviceName, { x, y: top, w: w * 0.6, h: headerH }, { maxSize: 16, minSize: 8, bold: true }));
  add(text(m, label.weightText, { x: x + w * 0.6, y: top + 2, w: w * 0.4, h: headerH }, { maxSize: 12, minSize: 6, align: 'right' }));
  parts.push({ kind: 'rule', x, y: top + headerH, w, weight: 1.2 });
  let y = top + headerH + 4;
  if (label.orderName)
    y += add(text(m, `${captions.order}: ${label.orderName}`, { x, y, w, h: 11 * LINE }, { maxSize: 11, minSize: 6, bold: true })) + 2;

  const s = label.sender;
  const senderText = `${captions.sender}: ${s.name}  ${captions.phone} ${s.phone}\n${s.address} ${s.postcode}`;
  y += add(text(m, senderText, { x, y, w, h: 22 * MM }, { maxSize: 10, minSize: 5.5 })) + 3;
  parts.push({ kind: 'rule', x, y: y - 1.5, w, weight: 0.6 });
  y += 2;

  const row = (150 - PAD_MM - BARCODE_MM - GAP_MM - ROW_MM) * MM;
  const r = label.recipient;
  y += add(text(m, `${captions.recipient}: ${r.name}`, { x, y, w, h: 18 * LINE * 2 }, { maxSize: 18, minSize: 8, bold: true })) + 2;
  const remarkH = remark && r.remark ? 11 * LINE * 2 : 0;
  const phone = r.phone ? `${captions.phone} ${r.phone}\n` : '';
  add(text(m, `${phone}${r.address}`, { x, y, w, h: row - GAP_MM * MM - remarkH - y }, { maxSize: 15, minSize: 6 }));
  if (remarkH)
    add(text(m, `${captions.remark}: ${r.remark}`, { x, y: row - GAP_MM * MM - remarkH, w, h: remarkH }, { maxSize: 11, minSize: 5.5 }));

  const rowH = ROW_MM * MM;
  const qr = qrSideIn(label.trackingUrl, QR_MM * MM);
  if (qr && label.trackingUrl) parts.push({ kind: 'qr', x, y: row + (rowH - qr) / 2, side: qr, url: label.trackingUrl });
  const postcodeW = POSTCODE_W_MM * MM;
  add(
    text(
      m,
      r.postcode,
      { x: x + w - postcodeW, y: row + (rowH - 36 * LINE) / 2, w: postcodeW, h: 36 * LINE },
      {
        maxSize: 36,
        minSize: 10,
        bold: true,
        align: 'right',
      },
    ),
  );
  if (label.cod) {
    // Framed in the reserved box, "เก็บเงินปลายทาง" over the amount, both bold and the amount larger. Black on white, not
    // the other sizes' black band: a thermal head printing a solid band wears and smudges, and the ZPL stays plain.
    const r = THERMAL_RESERVED_BOX_MM;
    const box = { x: r.x * MM, y: r.y * MM, w: r.w * MM, h: r.h * MM };
    parts.push({ kind: 'frame', box, weight: 2 });
    const inner = { x: box.x + 3, w: box.w - 6 };
    const captionH = 12 * LINE;
    add(text(m, label.cod.caption, { ...inner, y: box.y + 4, h: captionH }, { maxSize: 12, minSize: 7, bold: true, align: 'center' }));
    // One line, as large as the box's width allows: an amount broken over two lines could be misread.
    const amountSize = Math.min(22, (box.h - 8 - captionH) / LINE);
    const amountBox = { ...inner, y: box.y + 4 + captionH, h: amountSize * LINE };
    add(text(m, label.cod.amount, amountBox, { maxSize: amountSize, minSize: 9, bold: true, align: 'center' }));
  }
  parts.push({ kind: 'barcode', box: { x, y: (150 - PAD_MM - BARCODE_MM) * MM, w, h: BARCODE_MM * MM }, code: label.barcode });
  return parts;
}
