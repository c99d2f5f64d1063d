import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/layout/page-frame';
import { PageLoader } from '../../../components/layout/page-loader';
import { apiErrorMessage, notifySuccess } from '../../../lib/notify';
import { useAdminUser, useUpdateAdminUser } from '../api/use-admin';
import { AdminUserEditForm } from '../components/admin-user-form';

/** /thpchangeuser/{userName} (central admin): one post-office user's role, outlet, names and phone; the e-mail is locked. */
export function ChangeUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = useParams().userName ?? '';
  const user = useAdminUser(userName);
  const update = useUpdateAdminUser();
  const title = t('adminUi:users.editTitle');

  return (
    <PageFrame title={title} crumbs={[{ label: t('adminUi:users.title'), to: paths.userManage }, { label: title }]} size="sm">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {user.isPending ? (
          <PageLoader />
        ) : user.data ? (
          <AdminUserEditForm
            key={user.data.id}
            user={user.data}
            saving={update.isPending}
            onSave={(input, showServerError) =>
              update.mutate(
                { id: user.data.id, input },
                {
                  onSuccess: () => {
                    notifySuccess('adminUi:users.saved');
                    navigate(paths.userManage);
                  },
                  onError: showServerError,
                },
              )
            }
          />
        ) : (
          <EmptyState text={apiErrorMessage(user.error)} />
        )}
      </Paper>
    </PageFrame>
  );
}
