import { SimpleGrid, TextInput } from '@mantine/core';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useTranslation } from 'react-i18next';
import { AccountPanel } from './account-panel';

/** Outlet-zone users see their outside-deposit officer and outlet, read-only (spec 2 section 2). */
export function ZoneDetailsCard({ zone }: { zone: NonNullable<UserInfo['zone']> }) {
  const { t } = useTranslation();
  const officer = zone.staff ? `${zone.staff.firstName} ${zone.staff.lastName}`.trim() : '-';
  return (
    <AccountPanel title={t('auth:account.zoneTitle')} description={t('auth:account.zoneDescription')} testId="zone-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('auth:fields.outletName')} value={zone.outletName ?? '-'} readOnly variant="filled" />
        <TextInput label={t('auth:fields.postalCode')} value={zone.postalCode} readOnly variant="filled" />
        <TextInput label={t('auth:fields.officerName')} value={officer} readOnly variant="filled" />
        <TextInput label={t('auth:fields.officerPhone')} value={zone.staff?.phone ?? '-'} readOnly variant="filled" />
      </SimpleGrid>
    </AccountPanel>
  );
}
