import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiRange, DateRangeFields, type DateRangeState } from './date-range-fields';
import { OutletPicker } from './outlet-picker';

/** The filters of a range report: the post office, both dates (required), "show report", and the file buttons. */
export function RangeReportForm(props: {
  dates: DateRangeState;
  outletId: string | undefined;
  onOutlet: (code: string | undefined) => void;
  onShow: (range: ApiRange) => void;
  files?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <OutletPicker value={props.outletId} onChange={props.onOutlet} />
        <Group align="flex-end" gap="sm">
          <DateRangeFields state={props.dates} />
          <Button
            onClick={() => {
              const range = props.dates.check();
              if (range) props.onShow(range);
            }}
            mt={{ base: 0, xs: 25 }}
            data-testid="show-report"
          >
            {t('reportUi:show')}
          </Button>
          {props.files}
        </Group>
      </Stack>
    </Paper>
  );
}
