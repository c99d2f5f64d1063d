import { Button, Group, Paper, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { apiErrorMessage } from '../../../lib/notify';
import { AdminReportFrame } from './admin-report-frame';
import { DateRangeFields, useDateRange } from './date-range-fields';
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
export function RangeReportForm({ report, files }: { report: RangeReport; files?: ReactNode }) {
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

/** A range report's result card: a skeleton while loading, the error, "nothing here", or the figures. */
export function RangeReportResult(props: {
  query: { isPending: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  testId: string;
  /** Drawn only once there are figures (so it may read them without checking). */
  children: () => ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid={props.testId}>
      {props.query.isPending ? (
        <ListSkeleton rows={4} />
      ) : props.query.error ? (
        <EmptyState text={apiErrorMessage(props.query.error)} />
      ) : props.isEmpty ? (
        <EmptyState text={props.emptyText} testId="report-empty" />
      ) : (
        props.children()
      )}
    </Paper>
  );
}

/** A post-office range report's page: the frame, the filters with the file buttons, then the result once asked for. */
export function RangeReportPage(props: {
  title: string;
  description: string;
  range: RangeReport;
  files: ReactNode;
  result: { isPending: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  testId: string;
  children: () => ReactNode;
}) {
  return (
    <AdminReportFrame title={props.title} description={props.description}>
      <RangeReportForm report={props.range} files={props.files} />
      {props.range.query ? (
        <RangeReportResult query={props.result} isEmpty={props.isEmpty} emptyText={props.emptyText} testId={props.testId}>
          {props.children}
        </RangeReportResult>
      ) : null}
    </AdminReportFrame>
  );
}
