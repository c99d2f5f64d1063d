import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPage, type ListPageProps, type ListPaging, type ListRowsProps } from '../../../components/lists/list-page';
import { type ReportQuery, reportsApi } from '../api/reports-api';
import { ReportFileButton } from './download-button';
import { OutletPicker } from './outlet-picker';

/** Each list report's texts (`reportUi:admin.{report}`) and Excel file of the same filters. */
const LIST_REPORTS = {
  mailing: { texts: 'reportUi:admin.mailing', excelUrl: reportsApi.mailingExcelUrl, filename: 'mailing-report.xlsx' },
  store: { texts: 'reportUi:admin.store', excelUrl: reportsApi.storeExcelUrl, filename: 'store-report.xlsx' },
  user: { texts: 'reportUi:admin.user', excelUrl: reportsApi.userExcelUrl, filename: 'user-report.xlsx' },
} as const;

/** A list report's page sizes (spec 2 section 9). */
const REPORT_PAGE_SIZES = [10, 50, 100] as const;

/** A list report's address (useListParams): its filters, the post office among them. */
interface ReportListParams extends ListPaging {
  params: ReportQuery;
  outletId?: string;
  set(next: { outletId?: string }): void;
}

/**
 * A post-office list report (mailings, stores, users): the list screen with the report's texts, the Excel file of the
 * same filters in the header, the report's own filters then the post office, 10, 50 or 100 striped rows a page.
 */
export function ListReportPage<T>({
  report,
  list,
  filters,
  rows,
  ...page
}: Omit<ListPageProps<T>, 'texts' | 'paging' | 'filters' | 'rows'> & {
  report: keyof typeof LIST_REPORTS;
  list: ReportListParams;
  filters?: ReactNode;
  rows: Omit<ListRowsProps<T>, 'rows' | 'striped'>;
}) {
  const { texts, excelUrl, filename } = LIST_REPORTS[report];
  return (
    <ListPage<T>
      texts={texts}
      actions={<ReportFileButton kind="excel" href={excelUrl(list.params)} filename={filename} />}
      paging={list}
      pageSizes={REPORT_PAGE_SIZES}
      empty={{ testId: 'report-empty' }}
      filters={
        <Group align="flex-end" gap="sm">
          {filters}
          <OutletPicker value={list.outletId} onChange={(outletId) => list.set({ outletId })} />
        </Group>
      }
      rows={{ striped: true, ...rows }}
      {...page}
    />
  );
}
