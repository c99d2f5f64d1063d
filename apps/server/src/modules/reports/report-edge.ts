import type { Readable } from 'node:stream';
import type { Language } from '@songdee/shared/constants/app.constants';
import { streamWorkbook } from '../../lib/excel/report-workbook';
import { localize, translate } from '../../lib/i18n';
import { renderReportPdf } from '../../lib/pdf/report-pdf';
import type { Export } from './post-office-reports.service';
import type { ReportDocument } from './store-reports.service';

/** The edge of a report document: worded in the reader's language, then drawn on A4. */
export const reportPdf = (doc: ReportDocument, lang: Language) =>
  renderReportPdf({ ...localize(doc, lang), pageText: (page, pages) => translate(lang, 'report.doc.page', { page, pages }) });

/** The edge of an export: the sheet and every batch of rows worded in the reader's language as they stream. */
export function reportWorkbook(exp: Export, lang: Language): Readable {
  async function* worded() {
    for await (const batch of exp.batches) yield localize(batch, lang);
  }
  return streamWorkbook(localize(exp.spec, lang), worded());
}
