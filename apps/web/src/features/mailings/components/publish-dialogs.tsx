import { Button, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { PublishFailure } from '@songdee/shared/mailing/mailing.schema';
import { useTranslation } from 'react-i18next';
import { AppDialog, DoneMessage } from '../../../components/app-dialog';
import { AlertIcon } from '../../../components/icons';
import { TableHead } from '../../../components/lists/table-head';

/** The error dialog of the delivery-manage screen: each failing recipient with its message. */
export function PublishFailuresDialog({ failures, onClose }: { failures: PublishFailure[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={failures.length > 0}
      onClose={onClose}
      title={
        <Group gap="xs">
          <ThemeIcon color="red" variant="light" radius="xl">
            <AlertIcon size={18} />
          </ThemeIcon>
          <Text fw={700}>{t('mailingUi:publish.failedTitle', { count: failures.length })}</Text>
        </Group>
      }
      size="lg"
      testId="publish-errors"
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('mailingUi:publish.failedIntro')}
        </Text>
        <Table withTableBorder verticalSpacing="xs">
          <TableHead
            cells={[
              { label: t('mailingUi:columns.no'), w: 64, style: { whiteSpace: 'nowrap' } },
              t('mailingUi:columns.recipient'),
              t('mailingUi:publish.message'),
            ]}
          />
          <Table.Tbody>
            {failures.map((f, i) => (
              <Table.Tr key={f.shipAddressId ?? f.orderId} data-testid="publish-error-row">
                <Table.Td c="dimmed">{i + 1}</Table.Td>
                <Table.Td fw={600}>{f.recipientName}</Table.Td>
                <Table.Td c="red">{t(`errors:${f.message.code}`, f.message.params)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="publish-errors-close">
            {t('mailingUi:publish.close')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

interface PublishedDialogProps {
  count: number;
  opened: boolean;
  onPrint: () => void;
  onTrack: () => void;
  onClose: () => void;
}

/** After a successful confirm: print the labels now, or go on to the track list. */
export function PublishedDialog({ count, opened, onPrint, onTrack, onClose }: PublishedDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      withCloseButton={false}
      size="md"
      label={t('mailingUi:publish.successTitle', { count })}
      testId="publish-success"
    >
      <DoneMessage title={t('mailingUi:publish.successTitle', { count })} message={t('mailingUi:publish.successMessage')}>
        <Group justify="center" gap="sm" mt="xs">
          <Button variant="default" onClick={onTrack} data-testid="publish-to-track">
            {t('mailingUi:publish.toTrack')}
          </Button>
          <Button onClick={onPrint} data-testid="publish-print">
            {t('mailingUi:publish.print')}
          </Button>
        </Group>
        <Button variant="subtle" size="xs" onClick={onClose} data-testid="publish-stay">
          {t('mailingUi:publish.stay')}
        </Button>
      </DoneMessage>
    </AppDialog>
  );
}
