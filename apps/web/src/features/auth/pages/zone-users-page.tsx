import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import type { ZoneStatus, ZoneUser } from '@songdee/shared/auth/zone.schema';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { ListPage } from '../../../components/lists/list-page';
import { formatDateTime } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useZoneDecision, useZoneUsers } from '../api/zone-api';

const STATUS_COLORS: Record<ZoneStatus, string> = { pending: 'yellow', confirmed: 'teal', rejected: 'red' };

/**
 * /zone-users: the outside-deposit officer's zone users (spec 2 section 4 "zone sign-up awaits staff confirmation";
 * the spec names the waiting state, not the screen). Pending ones first get confirm and reject; the officer's
 * sign-up link is shown to hand out.
 */
export function ZoneUsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser().data;
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' } });
  const users = useZoneUsers(list.params);
  const decide = useZoneDecision();
  const link = me ? `${window.location.origin}${paths.signUpZone(me.id)}` : '';

  const decision = (row: ZoneUser, choice: 'confirm' | 'reject') =>
    decide.mutate(
      { id: row.id, decision: choice },
      {
        onSuccess: () => notifySuccess(choice === 'confirm' ? 'signupUi:zoneUsers.confirmedToast' : 'signupUi:zoneUsers.rejectedToast'),
        onError: notifyApiError,
      },
    );
  const status = (row: ZoneUser) => (
    <Badge color={STATUS_COLORS[row.status]} variant="light" data-testid="zone-user-status">
      {t(`signupUi:zoneUsers.${row.status}`)}
    </Badge>
  );
  const actions = (row: ZoneUser) =>
    row.status === 'pending' ? (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="teal" onClick={() => decision(row, 'confirm')} loading={decide.isPending} data-testid="zone-user-confirm">
          {t('signupUi:zoneUsers.confirm')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => decision(row, 'reject')}
          loading={decide.isPending}
          data-testid="zone-user-reject"
        >
          {t('signupUi:zoneUsers.reject')}
        </Button>
      </Group>
    ) : null;
  const name = (row: ZoneUser) => `${row.firstName} ${row.lastName}`.trim();

  return (
    <ListPage
      texts="signupUi:zoneUsers"
      before={
        <TextInput label={t('signupUi:zoneUsers.signupLink')} value={link} readOnly variant="filled" data-testid="zone-signup-link" />
      }
      query={users}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 760,
        testIds: 'zone-user',
        rowProps: (row) => ({ 'data-email': row.email }),
        columns: [
          { key: 'name', header: t('signupUi:zoneUsers.name'), td: { fw: 600 }, cell: name },
          { key: 'email', header: t('signupUi:zoneUsers.email'), cell: (row) => row.email },
          { key: 'phone', header: t('signupUi:zoneUsers.phone'), cell: (row) => row.phone },
          { key: 'registered', header: t('signupUi:zoneUsers.registered'), cell: (row) => formatDateTime(row.registeredAt) },
          { key: 'status', header: t('signupUi:zoneUsers.status'), cell: status },
          { key: 'actions', cell: actions },
        ],
        card: (row) => (
          <>
            <Group justify="space-between">
              <Text fw={700}>{name(row)}</Text>
              {status(row)}
            </Group>
            <Text fz="sm" c="dimmed">
              {row.email} · {row.phone}
            </Text>
            {actions(row)}
          </>
        ),
      }}
    />
  );
}
