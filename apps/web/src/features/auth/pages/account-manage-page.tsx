import { Badge, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/layout/page-loader';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { useCurrentUser } from '../../../lib/use-current-user';
import { AccountPanel } from '../components/account-panel';
import { BuyerAddressesPanel } from '../components/buyer-addresses-panel';
import { ChangePasswordForm } from '../components/change-password-form';
import { PersonalDetailsForm } from '../components/personal-details-form';
import { StaffDetailsCard } from '../components/staff-details-card';
import { ZoneDetailsCard } from '../components/zone-details-card';

/** The account page (spec 2 section 2): personal details, password change, zone details for zone users, saved addresses. */
export function AccountManagePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <Paper radius="lg" p="xl" bg="postBlue.7" c="white">
          <Group gap="lg" wrap="nowrap">
            <UserAvatar firstName={user.firstName} size={64} radius="xl" variant="white" color="postBlue" fz={28} />
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {t('auth:account.title')}
              </Title>
              <Text fw={600} truncate>
                {fullName}
              </Text>
              <Group gap={6} mt={4}>
                <Text fz="sm" c="gray.3" truncate>
                  {user.email}
                </Text>
                {user.role ? (
                  <Badge color="postRed" variant="filled" size="sm">
                    {t(`common:roles.${user.role}`)}
                  </Badge>
                ) : null}
                {user.storeType ? (
                  <Badge color="gray" variant="white" size="sm">
                    {t(`common:storeTypes.${user.storeType}`)}
                  </Badge>
                ) : null}
              </Group>
            </div>
          </Group>
        </Paper>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <AccountPanel title={t('auth:account.personalTitle')} description={t('auth:account.personalDescription')}>
                <PersonalDetailsForm key={user.id} user={user} />
              </AccountPanel>
              {user.zone ? <ZoneDetailsCard zone={user.zone} /> : null}
              {user.role ? <StaffDetailsCard /> : null}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AccountPanel title={t('auth:changePassword.title')} description={t('auth:changePassword.description')}>
              <ChangePasswordForm />
            </AccountPanel>
          </Grid.Col>
        </Grid>
        {/* Saved delivery addresses are a buyer's; post-office staff do not buy on their staff account. */}
        {user.role ? null : <BuyerAddressesPanel />}
      </Stack>
    </Container>
  );
}
