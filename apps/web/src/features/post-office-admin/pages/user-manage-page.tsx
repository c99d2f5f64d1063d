import { Badge, Group, Stack, Text } from '@mantine/core';
import { ADMIN_USER_PAGE_SIZE, type AdminUser, adminUserListQuerySchema } from '@songdee/shared/admin/admin-user.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { AddButton } from '../../../components/add-button';
import { FormDialog } from '../../../components/form-parts';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { notifySuccess } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/use-current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useAddAdminUser, useAdminUsers, useDeleteAdminUser } from '../api/use-admin';
import { AdminUserAddForm } from '../components/admin-user-form';

function RoleBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={user.role === 'Admin' ? 'postRed' : 'postBlue'} data-testid="admin-user-role-badge">
      {t(`admin:roles.${user.role}`)}
    </Badge>
  );
}

const outletOf = (user: AdminUser) => (user.outletName ? `${user.outletCode} ${user.outletName}` : user.outletCode);

/** /thpusermanage (central admin, spec 2 "Admin user screens"): post-office users, search, 10 a page, add, edit, delete. */
export function UserManagePage() {
  const { t } = useTranslation();
  const { data: me } = useCurrentUser();
  const list = useListParams(adminUserListQuerySchema, { names: { searchString: 'q' }, sizes: [ADMIN_USER_PAGE_SIZE] });
  const users = useAdminUsers(list.params);
  const add = useAddAdminUser();
  const remove = useDeleteAdminUser();
  const [adding, setAdding] = useState(false);

  const actions = (user: AdminUser) => (
    <RowActions
      subject={user.email}
      actions={[
        editAction({ to: paths.changeUser(user.userName), testId: 'edit-admin-user' }),
        deleteAction({
          mutation: remove,
          variables: user.id,
          title: t('adminUi:users.deleteTitle'),
          message: t('adminUi:users.deleteMessage', { email: user.email }),
          done: { key: 'adminUi:users.deleted', values: { email: user.email } },
          // Nobody deletes themselves (the server refuses it too).
          hidden: user.id === me?.id,
          keepSpace: true,
          testId: 'delete-admin-user',
        }),
      ]}
    />
  );
  const name = (user: AdminUser) => (
    <>
      {`${user.firstName} ${user.lastName}`.trim()}
      {user.id === me?.id ? (
        <Badge ml={6} size="xs" variant="outline" color="gray.7">
          {t('adminUi:users.you')}
        </Badge>
      ) : null}
    </>
  );

  return (
    <ListPage
      texts="adminUi:users"
      actions={<AddButton label={t('adminUi:users.add')} onClick={() => setAdding(true)} testId="add-admin-user" />}
      query={users}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 860,
        striped: true,
        testIds: 'admin-user',
        rowProps: (user) => ({ 'data-email': user.email }),
        columns: [
          { key: 'email', header: t('auth:fields.email'), td: { fw: 600 }, cell: (user) => user.email },
          { key: 'name', header: t('adminUi:fields.name'), cell: name },
          { key: 'phone', header: t('auth:fields.phone'), cell: (user) => user.phone },
          { key: 'role', header: t('adminUi:fields.role'), cell: (user) => <RoleBadge user={user} /> },
          { key: 'outlet', header: t('adminUi:fields.outlet'), cell: outletOf },
          { key: 'actions', cell: actions },
        ],
        card: (user) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} truncate>
                {user.email}
              </Text>
              <RoleBadge user={user} />
            </Group>
            <Text fz="sm">{name(user)}</Text>
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {user.phone} · {outletOf(user)}
              </Text>
              {actions(user)}
            </Group>
          </Stack>
        ),
      }}
      after={
        <FormDialog opened={adding} onClose={() => setAdding(false)} title={t('adminUi:users.addTitle')} testId="admin-user-add-dialog">
          <AdminUserAddForm
            saving={add.isPending}
            onCancel={() => setAdding(false)}
            onSave={(input, showServerError) =>
              add.mutate(input, {
                onSuccess: (user) => {
                  notifySuccess('adminUi:users.added', { email: user.email });
                  setAdding(false);
                },
                onError: showServerError,
              })
            }
          />
        </FormDialog>
      }
    />
  );
}
