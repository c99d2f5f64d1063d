import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { type UserReportRow, userReportListSchema } from '@songdee/shared/report/report.schema';
import { parseReportDate, toReportDate } from '@songdee/shared/report/report-dates';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { reportsApi } from '../api/reports-api';
import { useUserReport } from '../api/use-reports';
import { ReportFileButton } from '../components/download-button';
import { OutletPicker } from '../components/outlet-picker';

/**
 * /userreport: users by name, e-mail and registration dates, with the Excel export of the same filters (spec 2:
 * FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed).
 */
export function UserReportPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(userReportListSchema);
  const { page, size, searchString, ...filters } = list.params;
  const users = useUserReport({ ...list.params });
  // The pickers keep the range in order (the end never before the start), so the address stays valid.
  const setDate = (which: 'start' | 'end', iso: string | null) => list.set({ [which]: iso ? toReportDate(iso) : undefined });
  const iso = (value: string | undefined) => (value ? parseReportDate(value) : null);
  const dateField = (which: 'start' | 'end') => (
    <DatePickerInput
      label={t(`reportUi:${which}`)}
      placeholder={t('reportUi:datePlaceholder')}
      clearable
      valueFormat="DD/MM/YYYY"
      value={iso(list[which])}
      onChange={(value) => setDate(which, value)}
      minDate={which === 'end' ? (iso(list.start) ?? undefined) : undefined}
      maxDate={which === 'start' ? (iso(list.end) ?? new Date()) : new Date()}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 170 }}
      data-testid={`report-${which}`}
    />
  );
  return (
    <ListPage<UserReportRow>
      title={t('reportUi:admin.user.title')}
      description={t('reportUi:admin.user.description')}
      actions={<ReportFileButton kind="excel" href={reportsApi.userExcelUrl(filters)} filename="user-report.xlsx" />}
      query={users}
      paging={list}
      pageSizes={[10, 50, 100]}
      filters={
        <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'th', firstDayOfWeek: 1 }}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('reportUi:admin.user.name')}
              defaultValue={list.name ?? ''}
              onBlur={(e) => list.set({ name: e.currentTarget.value.trim() || undefined })}
              onKeyDown={(e) => e.key === 'Enter' && list.set({ name: e.currentTarget.value.trim() || undefined })}
              w={{ base: '100%', xs: 180 }}
              data-testid="report-name"
            />
            <TextInput
              label={t('reportUi:admin.user.email')}
              defaultValue={list.email ?? ''}
              onBlur={(e) => list.set({ email: e.currentTarget.value.trim() || undefined })}
              onKeyDown={(e) => e.key === 'Enter' && list.set({ email: e.currentTarget.value.trim() || undefined })}
              w={{ base: '100%', xs: 200 }}
              data-testid="report-email"
            />
            {dateField('start')}
            {dateField('end')}
            <OutletPicker value={list.outletId} onChange={(outletId) => list.set({ outletId })} />
          </Group>
        </DatesProvider>
      }
      empty={{ text: t('reportUi:admin.user.empty'), testId: 'report-empty' }}
      rows={{
        minWidth: 900,
        striped: true,
        testIds: 'user-report',
        columns: [
          { key: 'name', header: t('reportUi:admin.user.fullName'), td: { fw: 600 }, cell: (u) => `${u.firstName} ${u.lastName}`.trim() },
          { key: 'phone', header: t('reportUi:admin.user.phone'), cell: (u) => u.phone || '-' },
          { key: 'email', header: t('reportUi:admin.user.email'), cell: (u) => u.email },
          { key: 'registered', header: t('reportUi:admin.user.registered'), cell: (u) => formatDate(u.regisDate) },
          { key: 'outlet', header: t('reportUi:admin.user.couponOutlet'), cell: (u) => u.couponOutlet || '-' },
          {
            key: 'confirmed',
            header: t('reportUi:admin.user.confirmed'),
            cell: (u) => (
              <Badge variant="light" color={u.emailConfirmed ? 'teal' : 'gray'}>
                {t(u.emailConfirmed ? 'reportUi:admin.user.yes' : 'reportUi:admin.user.no')}
              </Badge>
            ),
          },
        ],
        card: (u) => (
          <Stack gap={2}>
            <Text fw={600}>{`${u.firstName} ${u.lastName}`.trim()}</Text>
            <Text fz="sm">{u.email}</Text>
            <Text fz="sm" c="dimmed">
              {u.phone || '-'} · {formatDate(u.regisDate)} · {u.couponOutlet || '-'}
            </Text>
          </Stack>
        ),
      }}
    />
  );
}
