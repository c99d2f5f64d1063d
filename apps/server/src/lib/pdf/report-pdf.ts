import type { Era } from '@songdee/shared/common/date-format';
import type { Language } from '@songdee/shared/constants/app.constants';
import { localize, translate } from '../i18n';
import type { Coded } from '../text';
import { drawRuns } from './draw-runs';
import { A4, newPdfDocument, underline } from './fonts';
import { MM } from './label-layout';
import { TextMeasure } from './text-measure';

/** One column of a report table: its heading, its share of the table's width and how its cells align. */
interface ReportColumn {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A tabular report, already worded and formatted (baht with two decimals, grams), drawn on A4. */
interface ReportPdfData {
  title: string;
  /** Label/value pairs printed under the title on every page: the date range, the store or post office, the print time. */
  header: Array<[string, string]>;
  columns: ReportColumn[];
  rows: string[][];
  /** The totals row, one cell per column (empty strings for none); printed after the last row. */
  totals: string[] | null;
  /** A line under the table (an empty report says so; a cut list says how much it shows). */
  note?: string;
  pageText: (page: number, pages: number) => string;
  landscape?: boolean;
}

const MARGIN = 12 * MM;
const ROW_H = 6.5 * MM;
const HEAD_H = 8 * MM;
const FONT_SIZE = 9;

/**
 * Draws text in script runs inside a marked-content span carrying the text itself (ActualText): Sarabun shapes
 * Thai into glyphs (SARA AM as two, tone marks reordered) whose own mapping reads back wrong, so text extraction
 * (copy and paste, pdftotext, screen readers) takes the span's text instead.
 */
function drawText(doc: PDFKit.PDFDocument, m: TextMeasure, text: string, x: number, y: number, size: number, bold = false) {
  doc.markContent('Span', { actual: text } as PDFKit.Mixins.MarkingOptions);
  drawRuns(doc, m, text, x, y, size, bold);
  doc.endMarkedContent();
}

/**
 * A report on A4 (portrait, or landscape for wide tables): title, range and store or post office on every page,
 * the column headings repeated on every page, the totals after the last row, and "page n/N" at the foot.
 */
function renderReportPdf(data: ReportPdfData): Promise<Buffer> {
  const [pageW, pageH] = data.landscape ? [A4[1], A4[0]] : A4;
  const { doc, bytes } = newPdfDocument([pageW, pageH], data.title);
  const m = new TextMeasure(doc);
  const tableW = pageW - 2 * MARGIN;
  const share = data.columns.reduce((n, c) => n + c.width, 0);
  const colX = [MARGIN];
  for (const [i, c] of data.columns.entries()) colX.push((colX[i] ?? MARGIN) + (c.width / share) * tableW);

  const headerH = 12 * MM + data.header.length * 5.5 * MM;
  const footerH = 10 * MM;
  const bodyH = pageH - 2 * MARGIN - headerH - HEAD_H - footerH;
  const perPage = Math.max(1, Math.floor(bodyH / ROW_H));
  // The totals row and the note need room after the last row: a full last page pushes them to a page of their own.
  const tail = (data.totals ? 1 : 0) + (data.note ? 1 : 0);
  const pages = Math.max(1, Math.ceil((data.rows.length + tail) / perPage));

  const cell = (value: string, col: number, y: number, bold = false) => {
    const column = data.columns[col];
    const w = (colX[col + 1] ?? 0) - (colX[col] ?? 0) - 4;
    const line = m.ellipsize(value, w, FONT_SIZE, bold);
    const x = column?.align === 'right' ? (colX[col] ?? 0) + 2 + w - m.width(line, FONT_SIZE, bold) : (colX[col] ?? 0) + 2;
    drawText(doc, m, line, x, y, FONT_SIZE, bold);
  };
  const band = (y: number, h: number) => {
    doc.rect(MARGIN, y, tableW, h).fillColor('#eeeeee').fill().fillColor('black');
  };

  for (let page = 0; page < pages; page++) {
    doc.addPage({ size: [pageW, pageH], margin: 0 });
    doc.fillColor('black');
    drawText(doc, m, data.title, MARGIN, MARGIN, 16, true);
    data.header.forEach(([label, value], i) => {
      const y = MARGIN + 9 * MM + i * 5.5 * MM;
      drawText(doc, m, `${label}:`, MARGIN, y, 10, true);
      drawText(doc, m, m.ellipsize(value, tableW - 35 * MM, 10), MARGIN + 35 * MM, y, 10);
    });
    let y = MARGIN + headerH;
    band(y, HEAD_H);
    data.columns.forEach((c, i) => {
      cell(c.title, i, y + 2.2 * MM, true);
    });
    y += HEAD_H;
    const slice = data.rows.slice(page * perPage, (page + 1) * perPage);
    for (const row of slice) {
      row.forEach((value, i) => {
        cell(value, i, y + 1.6 * MM);
      });
      underline(doc, MARGIN, y + ROW_H, tableW);
      y += ROW_H;
    }
    if (page === pages - 1) {
      if (data.totals) {
        band(y, ROW_H);
        data.totals.forEach((value, i) => {
          cell(value, i, y + 1.6 * MM, true);
        });
        y += ROW_H;
      }
      if (data.note) drawText(doc, m, m.ellipsize(data.note, tableW, FONT_SIZE), MARGIN, y + 2 * MM, FONT_SIZE);
    }
    const pageText = data.pageText(page + 1, pages);
    drawText(doc, m, pageText, pageW - MARGIN - m.width(pageText, 8), pageH - MARGIN, 8);
  }
  doc.end();
  return bytes;
}

/** A report document as a service describes it (text still as codes). */
export type CodedReport = Coded<Omit<ReportPdfData, 'pageText'>>;

/** The edge of a report document: worded in the reader's language and era, then drawn. */
export const wordedReportPdf = (doc: CodedReport, lang: Language, era?: Era) =>
  renderReportPdf({ ...localize(doc, lang, era), pageText: (page, pages) => translate(lang, 'report.doc.page', { page, pages }) });
