import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { SenderPickerDialog } from '../../../components/address-book/sender-picker-dialog';
import { AlertIcon, EditIcon, UserIcon } from '../../../components/icons';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useAddress } from '../../../lib/use-address-book';
import { packingApi } from '../api/packing-api';
import { usePackingMutation } from '../api/use-packing';

/**
 * The sender printed on this list's labels: the list's own choice, else the store's default. "Edit sender"
 * opens the sender-book popup (spec 1 "shipper address edit"); the choice is saved on the list at once.
 */
export function SenderEditPanel({ storeId, list }: { storeId: string; list: PackingList }) {
  const { t } = useTranslation();
  const sender = useAddress('send', storeId, list.senderId ?? undefined);
  const [picking, setPicking] = useState(false);
  const setSender = usePackingMutation(storeId, (senderId: string) => packingApi.setSender(storeId, list.id, senderId));
  const current = list.senderId ? sender.data : undefined;

  const choose = (picked: SenderAddress) =>
    setSender.mutate(picked.id, {
      onSuccess: () => notifySuccess('packingUi:sender.changed', { name: `${picked.name} ${picked.surname}` }),
      onError: notifyApiError,
    });

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="sender-panel">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Title order={2} fz="md">
            {t('packingUi:sender.title')}
          </Title>
          {list.senderId && sender.isPending ? (
            <Skeleton h={44} radius="md" />
          ) : current ? (
            <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="sender-current">
              <UserIcon size={20} style={{ flex: 'none', marginTop: 2, color: 'var(--mantine-color-postBlue-6)' }} />
              <div style={{ minWidth: 0 }}>
                <Text fw={700} fz="sm">
                  {current.name} {current.surname} · {current.phone}
                </Text>
                <Text fz="sm" c="dimmed">
                  {current.address}
                </Text>
              </div>
            </Group>
          ) : (
            <Alert color="orange" variant="light" p="xs" icon={<AlertIcon size={16} />} data-testid="sender-none">
              {t('packingUi:sender.none')}{' '}
              <Anchor component={Link} to={paths.senderList} fz="sm">
                {t('packingUi:sender.book')}
              </Anchor>
            </Alert>
          )}
        </Stack>
        <Button
          size="xs"
          variant="light"
          color="postBlue"
          leftSection={<EditIcon size={14} />}
          onClick={() => setPicking(true)}
          loading={setSender.isPending}
          data-testid="sender-change"
        >
          {t('packingUi:sender.change')}
        </Button>
      </Group>
      <SenderPickerDialog
        storeId={storeId}
        opened={picking}
        onClose={() => setPicking(false)}
        selectedId={list.senderId ?? undefined}
        onPick={choose}
      />
    </Paper>
  );
}
