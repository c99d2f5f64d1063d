import { Button, Group, Paper, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedContent } from '../../../components/empty-state';
import { PageFrame } from '../../../components/layout/page-frame';
import { DateRangeFields, useDateRange } from './date-range-fields';
import { ReportFileButton } from './download-button';
import { OutletPicker } from './outlet-picker';

/** A range report's query as the API takes it (dates MM/dd/yyyy); null until the reader shows a valid range. */
export type RangeQuery = { outletId?: string; startDate: string; endDate: string };

/** A range report's filters: the post office, both dates, and the query shown (changing the office refreshes it). */
export function useRangeReport() {
  const dates = useDateRange();
  const [outletId, setOutletId] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState<RangeQuery | null>(null);
  return {
    dates,
    outletId,
    query,
    setOutlet: (code: string | undefined) => {
      setOutletId(code);
      if (query) setQuery({ ...query, outletId: code });
    },
    show: () => {
      const range = dates.check();
      if (range) setQuery({ outletId, startDate: range.start, endDate: range.end });
    },
  };
}

export type RangeReport = ReturnType<typeof useRangeReport>;

/** The filters of a range report: the post office, both dates (required), "show report", and the file buttons. */
function RangeReportForm({ report, files }: { report: RangeReport; files: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <OutletPicker value={report.outletId} onChange={report.setOutlet} />
        <Group align="flex-end" gap="sm">
          <DateRangeFields state={report.dates} />
          <Button onClick={report.show} mt={{ base: 0, xs: 25 }} data-testid="show-report">
            {t('reportUi:show')}
          </Button>
          {files}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A file of a range report: its kind (PDF or Excel), its address for the shown query, and the name it is saved as. */
export interface RangeFile {
  kind: 'pdf' | 'excel';
  url: (query: RangeQuery) => string;
  filename: string;
}

/**
 * A post-office range report's page (its texts under `reportUi:admin.{section}`): the frame, the filters with the
 * file buttons, then, once the reader asked, a skeleton, the error, "nothing here" or the figures.
 */
export function RangeReportPage<T extends { rows: unknown[] }>(props: {
  section: 'pay' | 'reserve' | 'deliverySummary' | 'cod';
  range: RangeReport;
  files: RangeFile[];
  result: { isPending: boolean; error: unknown; data?: T };
  testId: string;
  children: (figures: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`reportUi:admin.${props.section}.title`);
  const query = props.range.query;
  const figures = props.result.data;
  const files = props.files.map((file) => (
    <ReportFileButton key={file.kind} kind={file.kind} href={query ? file.url(query) : null} filename={file.filename} variant="light" />
  ));
  return (
    <PageFrame title={title} description={t(`reportUi:admin.${props.section}.description`)} crumbs={[{ label: title }]}>
      <RangeReportForm report={props.range} files={files} />
      {query ? (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid={props.testId}>
          <LoadedContent
            pending={props.result.isPending}
            error={props.result.error}
            isEmpty={!figures || figures.rows.length === 0}
            empty={{ text: t(`reportUi:admin.${props.section}.empty`), testId: 'report-empty' }}
          >
            {() => (figures ? props.children(figures) : null)}
          </LoadedContent>
        </Paper>
      ) : null}
    </PageFrame>
  );
}
