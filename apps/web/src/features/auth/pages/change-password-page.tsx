import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../../components/account/auth-card';
import { KeyIcon } from '../../../components/icons';
import { ChangePasswordForm } from '../components/change-password-form';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:changePassword.title')} description={t('auth:changePassword.description')} icon={<KeyIcon size={28} />}>
      <ChangePasswordForm />
    </AuthCard>
  );
}
