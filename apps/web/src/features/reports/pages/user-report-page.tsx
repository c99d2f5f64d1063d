import { Badge, Stack, Text } from '@mantine/core';
import { type UserReportRow, userReportListSchema } from '@songdee/shared/report/report.schema';
import { parseReportDate, toReportDate } from '@songdee/shared/report/report-dates';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useUserReport } from '../api/use-reports';
import { ReportDateField } from '../components/date-range-fields';
import { ListReportPage } from '../components/list-report-page';
import { FilterTextInput } from '../components/report-filters';

/**
 * /userreport: users by name, e-mail and registration dates, with the Excel export of the same filters (spec 2:
 * FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed).
 */
export function UserReportPage() {
  const { t } = useTranslation();
  const list = useListParams(userReportListSchema);
  const users = useUserReport({ ...list.params });
  // The pickers keep the range in order (the end never before the start), so the address stays valid.
  const setDate = (which: 'start' | 'end', iso: string | null) => list.set({ [which]: iso ? toReportDate(iso) : undefined });
  const iso = (value: string | undefined) => (value ? parseReportDate(value) : null);
  const dateField = (which: 'start' | 'end') => (
    <ReportDateField
      which={which}
      value={iso(list[which])}
      onChange={(value) => setDate(which, value)}
      minDate={which === 'end' ? (iso(list.start) ?? undefined) : undefined}
      maxDate={which === 'start' ? (iso(list.end) ?? new Date()) : new Date()}
      w={{ base: '100%', xs: 170 }}
    />
  );
  return (
    <ListReportPage<UserReportRow>
      report="user"
      list={list}
      query={users}
      filters={
        <>
          <FilterTextInput
            label={t('reportUi:admin.user.name')}
            value={list.name}
            onChange={(name) => list.set({ name })}
            testId="report-name"
          />
          <FilterTextInput
            label={t('reportUi:admin.user.email')}
            value={list.email}
            onChange={(email) => list.set({ email })}
            testId="report-email"
          />
          {dateField('start')}
          {dateField('end')}
        </>
      }
      rows={{
        minWidth: 900,
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
