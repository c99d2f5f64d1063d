import { SimpleGrid, TextInput } from '@mantine/core';
import { adminUserCalls } from '@songdee/shared/admin/admin-user.calls';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { MINE, queryKeys } from '../../../lib/query-keys';
import { AccountPanel } from './account-panel';

/** Post-office staff see their role and outlet, read-only (GET /api/Account/ThpAdminUserInfo, spec 2 section 7). */
export function StaffDetailsCard() {
  const { t } = useTranslation();
  const info = useQuery({
    queryKey: queryKeys.auth.part(MINE, 'thp-admin-user-info'),
    queryFn: ({ signal }) => callApi(adminUserCalls.info, { signal }),
  });
  const staff = info.data;
  const outlet = staff ? [staff.outletCode, staff.outletName].filter(Boolean).join(' ') : '';
  return (
    <AccountPanel title={t('auth:account.staffTitle')} description={t('auth:account.staffDescription')} testId="staff-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('adminUi:fields.role')} value={staff ? t(`admin:roles.${staff.role}`) : ''} readOnly variant="filled" />
        <TextInput label={t('auth:fields.outletName')} value={outlet} readOnly variant="filled" data-testid="staff-outlet" />
      </SimpleGrid>
    </AccountPanel>
  );
}
