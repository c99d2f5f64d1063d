import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExternalLogins } from '../api/social-api';

/** One button per configured social provider (GET /api/Account/ExternalLogins); none configured, nothing shown. */
export function SocialSignInButtons() {
  const { t } = useTranslation();
  const providers = useExternalLogins().data ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="sm">
      <Divider label={t('signupUi:social.or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={provider.url}
          variant="default"
          size="md"
          fullWidth
          data-testid={`social-${provider.id}`}
        >
          {t('signupUi:social.signInWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
