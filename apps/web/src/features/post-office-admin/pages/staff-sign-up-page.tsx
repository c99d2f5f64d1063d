import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AuthCard } from '../../../components/account/auth-card';
import { UserIcon } from '../../../components/icons';

/**
 * The post office's external sign-up. A post-office account sees every store's parcels and reports, so it is never
 * made by its owner (not from a form, not from a social identity): the central admin adds it on the user management
 * screen, with its role and outlet. This page says so and leads to the staff sign-in, or to a member's own sign-up for
 * a seller who came here by mistake (docs/decisions/post-office-admin.md, "Post-office accounts").
 */
export function StaffSignUpPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:staffSignUp.title')} icon={<UserIcon size={30} />} iconColor="postBlue">
      <Stack gap="md">
        <Text ta="center" data-testid="staff-sign-up-message">
          {t('auth:staffSignUp.message')}
        </Text>
        <Button component={Link} to={paths.thpSignIn} data-testid="staff-sign-up-sign-in">
          {t('auth:staffSignUp.staffSignIn')}
        </Button>
        <Button component={Link} to={paths.signUp} variant="default" data-testid="staff-sign-up-member">
          {t('auth:staffSignUp.memberSignUp')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
