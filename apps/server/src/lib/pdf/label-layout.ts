import { drawCode128 } from './code128';
import { drawRuns } from './draw-runs';
import { drawQrCode, qrSideModules } from './qr-code';
import type { TextMeasure } from './text-measure';
import { Memo } from './thai-words';

export const MM = 72 / 25.4;

interface LabelParty {
  name: string;
  phone: string;
  address: string;
  postcode: string;
}

/** Everything printed on one label, already localised. */
export interface LabelData {
  barcode: string;
  serviceName: string;
  /** e.g. "น้ำหนัก 1,250 กรัม". */
  weightText: string;
  /** The order's code when the parcel ships an order (printed under the header); null otherwise. */
  orderName: string | null;
  /** Cash on delivery: "เก็บเงินปลายทาง" and the amount to collect ("฿1,250.00"); null for a parcel paid ahead. */
  cod?: CodMark | null;
  sender: LabelParty;
  recipient: LabelParty & { remark: string };
  /** The parcel's public tracking page (absolute), printed as a QR code where the label has room for one; null: none. */
  trackingUrl: string | null;
}

export interface LabelCaptions {
  sender: string;
  recipient: string;
  phone: string;
  remark: string;
  order: string;
}

/** The printed page of a label option, shared with the web's preview. */
export { labelPageMm as labelPageSizeMm } from '@songdee/shared/reference/label-options';

/** What a COD label prints in its block. */
interface CodMark {
  caption: string;
  amount: string;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Line height as a multiple of the font size. */
export const LINE = 1.3;

/**
 * The smallest QR module printed: 0.4 mm is about 3 dots of a 203 dpi thermal printer, which a phone camera still
 * reads from a parcel. A label prints the code only where a square of that many modules fits (docs/decisions/tracking.md).
 */
const QR_MIN_MODULE_MM = 0.4;
/** Larger than this a QR code only takes room from the addresses. */
const QR_MAX_MM = 24;
/** The Code 128 block (bars and text) is never made lower than this to make room for the QR code. */
const BARCODE_MIN_MM = 15;

/** The side of the QR code of `url` when `room` (a square's side, in points) is at least its smallest print; else 0. */
export function qrSideIn(url: string | null, room: number): number {
  if (!url) return 0;
  const side = Math.min(room, QR_MAX_MM * MM);
  return side >= qrSideModules(url) * QR_MIN_MODULE_MM * MM ? side : 0;
}

export interface Fitted {
  size: number;
  lines: string[];
}

/** Blocks already fitted, per document: a batch's labels repeat the same sender, service and remark in the same boxes. */
const fittedBlocks = new WeakMap<TextMeasure, Memo<Fitted>>();

/**
 * The largest size (maxSize down to minSize) at which text fits a box, and its lines; at minSize the lines that do not
 * fit are dropped and the last kept line ends with an ellipsis.
 */
export function fit(m: TextMeasure, text: string, w: number, h: number, maxSize: number, minSize: number, bold: boolean): Fitted {
  let fitted = fittedBlocks.get(m);
  if (!fitted) {
    fitted = new Memo(256);
    fittedBlocks.set(m, fitted);
  }
  return fitted.get(`${w} ${h} ${maxSize} ${minSize} ${bold} ${text}`, () => fitAnew(m, text, w, h, maxSize, minSize, bold));
}

/** The lines of text wrapped at `size`, kept in `wrapped`. */
function wrappedAt(m: TextMeasure, text: string, w: number, size: number, bold: boolean, wrapped: Map<number, string[]>): string[] {
  let lines = wrapped.get(size);
  if (!lines) {
    lines = m.wrap(text, w, size, bold);
    wrapped.set(size, lines);
  }
  return lines;
}

/** Whether text wrapped at `size` fits the height. */
function fitsAt(m: TextMeasure, text: string, w: number, h: number, size: number, bold: boolean, wrapped: Map<number, string[]>) {
  return wrappedAt(m, text, w, size, bold, wrapped).length * size * LINE <= h;
}

/** What fit returns, worked out. */
function fitAnew(m: TextMeasure, text: string, w: number, h: number, maxSize: number, minSize: number, bold: boolean): Fitted {
  // The sizes tried, largest first, in 0.5 pt steps down to minSize (computed step by step, as the sizes drawn).
  const sizes = [maxSize];
  for (let s = maxSize; s > minSize; sizes.push(s)) s = Math.max(minSize, s - 0.5);
  // The largest that fits, by binary search: a smaller size never wraps into more lines (the last one is taken anyway).
  // Each size's lines are kept for the size finally chosen (no closures: tsx names each one made, on every block).
  const wrapped = new Map<number, string[]>();
  // Most blocks fit at their largest size: that one is tried first, then the rest halved.
  let low = fitsAt(m, text, w, h, maxSize, bold, wrapped) ? 0 : Math.min(1, sizes.length - 1);
  let high = low === 0 ? 0 : sizes.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (fitsAt(m, text, w, h, sizes[mid] as number, bold, wrapped)) high = mid;
    else low = mid + 1;
  }
  const size = sizes[low] as number;
  let lines = wrappedAt(m, text, w, size, bold, wrapped);
  const count = Math.max(1, Math.floor(h / (size * LINE)));
  if (lines.length > count) {
    lines = lines.slice(0, count);
    lines[count - 1] = m.ellipsize(`${lines[count - 1]}…`, w, size, bold);
  }
  return { size, lines };
}

/**
 * Draws text in a box at the largest size at which it fits (see fit). Returns the height used, so blocks stack without
 * overlapping.
 */
function fitText(
  doc: PDFKit.PDFDocument,
  m: TextMeasure,
  text: string,
  box: Box,
  opts: { maxSize: number; minSize: number; bold?: boolean; align?: 'left' | 'right' | 'center' },
): number {
  if (!text.trim() || box.h <= 0) return 0;
  const bold = opts.bold ?? false;
  const { size, lines } = fit(m, text, box.w, box.h, opts.maxSize, opts.minSize, bold);
  lines.forEach((line, i) => {
    // A line's width only moves it when it is not left-aligned.
    const width = opts.align === 'right' || opts.align === 'center' ? m.width(line, size, bold) : 0;
    const x = opts.align === 'right' ? box.x + box.w - width : opts.align === 'center' ? box.x + (box.w - width) / 2 : box.x;
    drawRuns(doc, m, line, x, box.y + i * size * LINE, size, bold);
  });
  return lines.length * size * LINE;
}

/** The Code 128 bars with the code's text below, across the box. */
export function barcodeBlock(doc: PDFKit.PDFDocument, m: TextMeasure, code: string, box: Box) {
  const textSize = Math.max(6, Math.min(11, box.h * 0.16, box.w / 14));
  const barHeight = box.h - textSize * LINE;
  drawCode128(doc, code, box.x, box.y, box.w, barHeight);
  fitText(
    doc,
    m,
    code,
    { x: box.x, y: box.y + barHeight + textSize * 0.15, w: box.w, h: textSize * LINE },
    { maxSize: textSize, minSize: textSize, bold: true, align: 'center' },
  );
}

/** The COD block's sizes at a label's base size: caption at least 7 pt, amount at least 9 pt (about 3.2 mm high). */
function codSizes(base: number) {
  const caption = Math.max(7, base);
  const amount = Math.max(9, base * 1.6);
  const pad = Math.max(1, base * 0.3);
  return { caption, amount, pad, twoLines: (caption + amount) * LINE + 2 * pad, oneLine: amount * LINE + 2 * pad };
}

/** The COD block's height in `room`: two lines where they fit, else one (never less: the amount must be legible). */
const codBlockHeight = (base: number, room: number) => {
  const sizes = codSizes(base);
  return room >= sizes.twoLines ? sizes.twoLines : sizes.oneLine;
};

/**
 * The cash-on-delivery block: a black band with "เก็บเงินปลายทาง" and the amount in bold white, the amount larger, so
 * the postman sees at a glance that money is to be collected and how much, on every label size. Two lines (caption
 * over amount) when `box.h` allows, else one. Returns the height it used (0 without COD).
 */
function drawCodBlock(doc: PDFKit.PDFDocument, m: TextMeasure, cod: CodMark | null | undefined, box: Box, base: number) {
  if (!cod) return 0;
  const { caption, amount, pad, twoLines } = codSizes(base);
  const h = codBlockHeight(base, box.h);
  doc.save().rect(box.x, box.y, box.w, h).fillColor('black').fill().restore();
  doc.fillColor('white');
  const inner = { x: box.x + pad, w: box.w - 2 * pad };
  if (h >= twoLines) {
    const captionBox = { ...inner, y: box.y + pad, h: caption * LINE };
    fitText(doc, m, cod.caption, captionBox, { maxSize: caption, minSize: 6, bold: true, align: 'center' });
    const amountBox = { ...inner, y: box.y + pad + caption * LINE, h: amount * LINE };
    fitText(doc, m, cod.amount, amountBox, { maxSize: amount, minSize: 8, bold: true, align: 'center' });
  } else {
    fitText(
      doc,
      m,
      `${cod.caption} ${cod.amount}`,
      { ...inner, y: box.y + pad, h: amount * LINE },
      {
        maxSize: amount,
        minSize: 7,
        bold: true,
        align: 'center',
      },
    );
  }
  doc.fillColor('black');
  return h;
}

/** The address blocks: sender small, recipient larger with the name in bold. */
function partyBlocks(
  doc: PDFKit.PDFDocument,
  m: TextMeasure,
  label: LabelData,
  captions: LabelCaptions,
  box: Box,
  base: number,
  remark: boolean,
) {
  const s = label.sender;
  const r = label.recipient;
  const gap = base * 0.4;
  let y = box.y;
  const senderText = `${captions.sender}: ${s.name}  ${captions.phone} ${s.phone}\n${s.address} ${s.postcode}`;
  y += fitText(doc, m, senderText, { x: box.x, y, w: box.w, h: (box.h - y + box.y) * 0.3 }, { maxSize: base * 0.85, minSize: 4 }) + gap;
  doc
    .moveTo(box.x, y - gap / 2)
    .lineTo(box.x + box.w, y - gap / 2)
    .lineWidth(0.4)
    .strokeColor('#555555')
    .stroke();
  y += fitText(
    doc,
    m,
    `${captions.recipient}: ${r.name}`,
    { x: box.x, y, w: box.w, h: base * 1.35 * LINE * 2 },
    { maxSize: base * 1.35, minSize: 4.5, bold: true },
  );
  const remarkHeight = remark && r.remark ? base * LINE * 2 : 0;
  const rest = box.y + box.h - y - remarkHeight;
  const phone = r.phone ? `${captions.phone} ${r.phone}\n` : '';
  y += fitText(doc, m, `${phone}${r.address}`, { x: box.x, y, w: box.w, h: rest }, { maxSize: base * 1.1, minSize: 4 });
  if (remarkHeight)
    fitText(
      doc,
      m,
      `${captions.remark}: ${r.remark}`,
      { x: box.x, y: box.y + box.h - remarkHeight, w: box.w, h: remarkHeight },
      { maxSize: base * 0.9, minSize: 4 },
    );
}

/**
 * One label in a box (a page, or a cell of a sheet). The header (service, weight, and the order code under it when
 * the parcel ships an order) tops the addresses. Tall boxes stack header, addresses, postcode and
 * barcode; wide boxes put the addresses left and the postcode and barcode right. Sizes scale with the box. The
 * tracking page's QR code goes left of the postcode in a tall box, between the postcode and the barcode in a wide
 * one, where it fits at its smallest print (the barcode giving up height down to BARCODE_MIN_MM).
 */
export function drawLabel(
  doc: PDFKit.PDFDocument,
  m: TextMeasure,
  label: LabelData,
  captions: LabelCaptions,
  cell: Box,
  remark: boolean,
): void {
  const pad = Math.max(2.5 * MM, Math.min(cell.w, cell.h) * 0.045);
  const box = { x: cell.x + pad, y: cell.y + pad, w: cell.w - 2 * pad, h: cell.h - 2 * pad };
  const base = Math.max(5, Math.min(12, Math.sqrt(box.w * box.h) / 22));
  doc.fillColor('black');
  const header = (area: Box) => {
    const h = base * 1.2 * LINE;
    fitText(doc, m, label.serviceName, { x: area.x, y: area.y, w: area.w * 0.6, h }, { maxSize: base * 1.2, minSize: 4.5, bold: true });
    fitText(
      doc,
      m,
      label.weightText,
      { x: area.x + area.w * 0.6, y: area.y, w: area.w * 0.4, h },
      { maxSize: base, minSize: 4, align: 'right' },
    );
    doc
      .moveTo(area.x, area.y + h)
      .lineTo(area.x + area.w, area.y + h)
      .lineWidth(0.8)
      .strokeColor('black')
      .stroke();
    const orderH = label.orderName ? base * 0.9 * LINE : 0;
    if (label.orderName)
      fitText(
        doc,
        m,
        `${captions.order}: ${label.orderName}`,
        { x: area.x, y: area.y + h + base * 0.25, w: area.w, h: orderH },
        { maxSize: base * 0.9, minSize: 4, bold: true },
      );
    return h + base * 0.4 + (orderH ? orderH + base * 0.25 : 0);
  };
  const postcode = (area: Box, align: 'left' | 'right' | 'center') =>
    fitText(doc, m, label.recipient.postcode, area, { maxSize: Math.min(area.h / LINE, base * 3.2), minSize: 8, bold: true, align });

  if (box.h >= box.w * 0.95) {
    const headerH = header(box);
    const codH = drawCodBlock(doc, m, label.cod, { x: box.x, y: box.y + headerH, w: box.w, h: Number.POSITIVE_INFINITY }, base);
    const top = headerH + (codH ? codH + base * 0.4 : 0);
    const barcodeH = Math.min(box.h * 0.24, box.w * 0.45);
    const postcodeH = Math.min(box.h * 0.12, base * 3.2 * LINE);
    const partyH = box.h - top - barcodeH - postcodeH - base * 0.6;
    partyBlocks(doc, m, label, captions, { x: box.x, y: box.y + top, w: box.w, h: partyH }, base, remark);
    const qr = qrSideIn(label.trackingUrl, postcodeH);
    if (qr && label.trackingUrl) drawQrCode(doc, label.trackingUrl, box.x, box.y + top + partyH, qr);
    postcode({ x: box.x + qr, y: box.y + top + partyH, w: box.w - qr, h: postcodeH }, 'right');
    barcodeBlock(doc, m, label.barcode, { x: box.x, y: box.y + box.h - barcodeH, w: box.w, h: barcodeH });
    return;
  }
  const leftW = box.w * 0.56;
  const gutter = box.w * 0.03;
  const right = { x: box.x + leftW + gutter, y: box.y, w: box.w - leftW - gutter, h: box.h };
  const top = header({ x: box.x, y: box.y, w: leftW, h: box.h });
  partyBlocks(doc, m, label, captions, { x: box.x, y: box.y + top, w: leftW, h: box.h - top }, base, remark);
  const gap = base * 0.5;
  // A COD block goes under the postcode, before the QR code: the postcode gives up height for it, the barcode none.
  const roomBelowPostcode = (postcodeH: number) => box.h - postcodeH - BARCODE_MIN_MM * MM - 2 * gap;
  const codH = label.cod ? codBlockHeight(base, roomBelowPostcode(Math.min(box.h * 0.32, right.w / 3))) : 0;
  const postcodeH = Math.min(box.h * 0.32, right.w / 3, label.cod ? roomBelowPostcode(0) - codH : Number.POSITIVE_INFINITY);
  postcode({ x: right.x, y: right.y, w: right.w, h: postcodeH }, 'center');
  drawCodBlock(doc, m, label.cod, { x: right.x, y: right.y + postcodeH, w: right.w, h: codH }, base);
  const above = postcodeH + codH;
  const qr = qrSideIn(label.trackingUrl, Math.min(right.w * 0.5, box.h - above - BARCODE_MIN_MM * MM - 2 * gap));
  const barcodeH = Math.min(box.h - above - (qr ? qr + 2 * gap : gap), right.w * 0.6);
  if (qr && label.trackingUrl) {
    // Centred in what the postcode and the barcode leave.
    const free = box.h - above - barcodeH;
    drawQrCode(doc, label.trackingUrl, right.x + (right.w - qr) / 2, right.y + above + (free - qr) / 2, qr);
  }
  barcodeBlock(doc, m, label.barcode, { x: right.x, y: box.y + box.h - barcodeH, w: right.w, h: barcodeH });
}
