import { drawCode128 } from './code128';
import { drawRuns } from './draw-runs';
import { A4, newPdfDocument, underline } from './fonts';
import { MM } from './label-layout';
import { TextMeasure } from './text-measure';

/** One parcel line of a hand-over list, already localised and formatted. */
interface HandoverRow {
  barcode: string;
  recipient: string;
  postcode: string;
  service: string;
  weightText: string;
  costText: string;
  /** "COD ฿295.50" under the recipient of a cash-on-delivery parcel. */
  cod?: string;
}

export interface HandoverData {
  title: string;
  /** One caption per copy; the list is printed once for each (spec: two copies). */
  copies: string[];
  /** Label/value pairs of the header: store, sender, packing code, print date. */
  header: Array<[string, string]>;
  columns: { no: string; barcode: string; recipient: string; postcode: string; service: string; weight: string; cost: string };
  rows: HandoverRow[];
  totals: { label: string; weightText: string; costText: string };
  signatures: string[];
  pageText: (page: number, pages: number) => string;
}

const MARGIN = 14 * MM;
const ROW_H = 16 * MM;
/** Code 128 of a 13-character S10 is about 200 modules with quiet zones: 46 mm keeps a module near 0.23 mm, which scans at 300 dpi. */
const BARCODE_W = 46 * MM;
const BARCODE_H = 9 * MM;
const FONT_SIZE = 9;

/** Column widths as fractions of the table width, in column order. */
const COLS = [0.05, 0.26, 0.19, 0.11, 0.14, 0.12, 0.13] as const;

/**
 * The parcel hand-over list (ใบนำส่ง) on A4 portrait: a header, one row per parcel with its barcode
 * drawn as vector bars, the totals, and signature lines; the whole list once per copy.
 */
export function renderHandoverPdf(data: HandoverData): Promise<Buffer> {
  const { doc, bytes } = newPdfDocument(A4, data.title);
  const m = new TextMeasure(doc);
  const tableW = A4[0] - 2 * MARGIN;
  // Left edge of every column, and the table's right edge last.
  const colX = [MARGIN];
  for (const [i, f] of COLS.entries()) colX.push((colX[i] ?? MARGIN) + f * tableW);
  const headerH = 14 * MM + data.header.length * 5.5 * MM;
  const footerH = 34 * MM;
  const perPage = Math.max(1, Math.floor((A4[1] - 2 * MARGIN - headerH - 8 * MM - footerH) / ROW_H));
  const pages = Math.max(1, Math.ceil(data.rows.length / perPage));

  const cellText = (text: string, col: number, y: number, align: 'left' | 'right' = 'left', bold = false) => {
    const w = (colX[col + 1] ?? 0) - (colX[col] ?? 0) - 4;
    const line = m.ellipsize(text, w, FONT_SIZE, bold);
    const x = align === 'right' ? (colX[col] ?? 0) + 2 + w - m.width(line, FONT_SIZE, bold) : (colX[col] ?? 0) + 2;
    drawRuns(doc, m, line, x, y, FONT_SIZE, bold);
  };

  for (const copy of data.copies) {
    for (let page = 0; page < pages; page++) {
      doc.addPage({ size: A4, margin: 0 });
      doc.fillColor('black');
      drawRuns(doc, m, data.title, MARGIN, MARGIN, 16, true);
      drawRuns(doc, m, copy, A4[0] - MARGIN - m.width(copy, 10, true), MARGIN + 4, 10, true);
      data.header.forEach(([label, value], i) => {
        const y = MARGIN + 10 * MM + i * 5.5 * MM;
        drawRuns(doc, m, `${label}:`, MARGIN, y, 10, true);
        drawRuns(doc, m, m.ellipsize(value, tableW - 35 * MM, 10), MARGIN + 35 * MM, y, 10);
      });
      let y = MARGIN + headerH;
      const heads = [
        data.columns.no,
        data.columns.barcode,
        data.columns.recipient,
        data.columns.postcode,
        data.columns.service,
        data.columns.weight,
        data.columns.cost,
      ];
      doc
        .rect(MARGIN, y, tableW, 8 * MM)
        .fillColor('#eeeeee')
        .fill()
        .fillColor('black');
      heads.forEach((h, i) => {
        cellText(h, i, y + 2 * MM, i >= 5 ? 'right' : 'left', true);
      });
      y += 8 * MM;
      const slice = data.rows.slice(page * perPage, (page + 1) * perPage);
      slice.forEach((row, i) => {
        const top = y + i * ROW_H;
        const textY = top + ROW_H / 2 - FONT_SIZE * 0.65;
        cellText(String(page * perPage + i + 1), 0, textY);
        drawCode128(doc, row.barcode, colX[1]!, top + 1.5 * MM, BARCODE_W, BARCODE_H);
        drawRuns(doc, m, row.barcode, colX[1]! + (BARCODE_W - m.width(row.barcode, 8)) / 2, top + 1.5 * MM + BARCODE_H + 0.5 * MM, 8);
        if (row.cod) {
          cellText(row.recipient, 2, textY - 2 * MM);
          cellText(row.cod, 2, textY + 2.5 * MM, 'left', true);
        } else cellText(row.recipient, 2, textY);
        cellText(row.postcode, 3, textY);
        cellText(row.service, 4, textY);
        cellText(row.weightText, 5, textY, 'right');
        cellText(row.costText, 6, textY, 'right');
        underline(doc, MARGIN, top + ROW_H, tableW);
      });
      if (page === pages - 1) {
        const ty = y + slice.length * ROW_H + 2 * MM;
        doc
          .rect(MARGIN, ty, tableW, 8 * MM)
          .fillColor('#eeeeee')
          .fill()
          .fillColor('black');
        cellText(data.totals.label, 2, ty + 2 * MM, 'left', true);
        cellText(data.totals.weightText, 5, ty + 2 * MM, 'right', true);
        cellText(data.totals.costText, 6, ty + 2 * MM, 'right', true);
        data.signatures.forEach((s, i) => {
          drawRuns(doc, m, s, MARGIN + i * (tableW / 2), ty + 20 * MM, 10);
        });
      }
      const pageText = data.pageText(page + 1, pages);
      drawRuns(doc, m, pageText, A4[0] - MARGIN - m.width(pageText, 8), A4[1] - MARGIN, 8);
    }
  }
  doc.end();
  return bytes;
}
