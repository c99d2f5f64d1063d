import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DoneMessage } from '../../../components/app-dialog';
import { PlusIcon, PrinterIcon, TrashIcon } from '../../../components/icons';
import { useLabelPrint } from '../../../components/labels/label-print-dialog';
import { notifyError } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { labelUrls } from '../api/mailings-api';
import { useCreatePrintLot } from '../api/use-mailings';
import { EmptyList, MailingPage } from '../components/mailing-page';
import { MailingPickerDialog } from '../components/mailing-picker-dialog';
import { MailingTable } from '../components/mailing-table';

/**
 * Mailing print (spec 1 sections 2 and 5 "Print mailing lot"): gather up to 100 mailings through the picker,
 * print them as one lot (the lot is created, then its PDF opens), then the success alert leads on to the
 * hand-over slip (/stores/shippinglists).
 */
export function MailingPrintPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const [selected, setSelected] = useState<Mailing[]>([]);
  const [picking, setPicking] = useState(false);
  const createLot = useCreatePrintLot(storeId);
  const labels = useLabelPrint();
  const over = selected.length > MAX_MAILINGS;

  const print = () => {
    // Spec 1 section 5 "Print mailing lot": at least one, at most the maximum.
    if (selected.length === 0) return notifyError('mailing:printSelectionRequired');
    if (over) return notifyError('mailing:printTooMany', { maximum: MAX_MAILINGS });
    const ids = selected.map((m) => m.id);
    labels.open({
      count: selected.length,
      urlFor: async (choice) => labelUrls.byLot(storeId, (await createLot.mutateAsync(ids)).id, choice),
      doneAlert: (close) => (
        <DoneMessage
          title={t('mailingUi:print.successTitle', { count: ids.length })}
          message={t('mailingUi:print.successMessage')}
          testId="print-lot-success"
        >
          <Group gap="sm" justify="center">
            <Button
              variant="default"
              onClick={() => {
                setSelected([]);
                close();
              }}
            >
              {t('mailingUi:labels.doneClose')}
            </Button>
            <Button component={Link} to={paths.shippingLists} data-testid="to-shipping-list">
              {t('mailingUi:print.toShippingList')}
            </Button>
          </Group>
        </DoneMessage>
      ),
    });
  };

  return (
    <MailingPage
      title={t('mailingUi:print.title')}
      description={t('mailingUi:print.description')}
      actions={
        <Button
          variant="light"
          color="postBlue"
          leftSection={<PlusIcon size={18} />}
          onClick={() => setPicking(true)}
          data-testid="print-add"
        >
          {t('mailingUi:print.add')}
        </Button>
      }
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="xs">
            <Text fw={700}>{t('mailingUi:print.selectedTitle')}</Text>
            <Badge size="lg" variant="light" color={over ? 'red' : 'postBlue'} tt="none" data-testid="print-counter">
              {selected.length} / {MAX_MAILINGS}
            </Badge>
          </Group>
          <Group gap="xs">
            <Button variant="subtle" color="gray" size="sm" disabled={selected.length === 0} onClick={() => setSelected([])}>
              {t('mailingUi:print.clear')}
            </Button>
            <Button
              leftSection={<PrinterIcon size={18} />}
              onClick={print}
              {...labels.preloadOn}
              loading={createLot.isPending}
              data-testid="print-lot"
            >
              {t('mailingUi:print.print', { count: selected.length })}
            </Button>
          </Group>
        </Group>
        {selected.length === 0 ? (
          <EmptyList
            text={t('mailingUi:print.empty')}
            action={
              <Button variant="light" leftSection={<PlusIcon size={18} />} onClick={() => setPicking(true)}>
                {t('mailingUi:print.add')}
              </Button>
            }
          />
        ) : (
          <MailingTable
            mailings={selected}
            columns={['orderName', 'barcode', 'recipient', 'weight', 'cost', 'service', 'status']}
            actions={(m) => (
              <Tooltip label={t('mailingUi:print.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => setSelected((s) => s.filter((x) => x.id !== m.id))}
                  aria-label={`${t('mailingUi:print.remove')} ${m.barcode}`}
                  data-testid="print-remove"
                >
                  <TrashIcon size={18} />
                </ActionIcon>
              </Tooltip>
            )}
            testId="print-table"
          />
        )}
      </Stack>
      <MailingPickerDialog
        storeId={storeId}
        opened={picking}
        onClose={() => setPicking(false)}
        chosenIds={new Set(selected.map((m) => m.id))}
        room={MAX_MAILINGS - selected.length}
        onPick={(picked) => setSelected((s) => [...s, ...picked])}
      />
      {labels.dialog}
    </MailingPage>
  );
}
