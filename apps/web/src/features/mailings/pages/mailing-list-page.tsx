import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { mailingListQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { PlusIcon, PrinterIcon } from '../../../components/icons';
import { useLabelPrint } from '../../../components/labels/label-print-dialog';
import { ListPage } from '../../../components/lists/list-page';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { labelUrls } from '../api/mailings-api';
import { useMailings } from '../api/use-mailings';
import { EditAddressButton, useEditAddress } from '../components/edit-address-dialog';
import { PrintDeleteButtons } from '../components/mailing-actions';
import { emptyMailingList, MAILING_LIST_PARAMS } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';
import { useSelection } from '../components/selection';

function Step({ n, title, text, action }: { n: number; title: string; text: string; action: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={40} radius="xl" color="postRed" variant="light" fw={700} fz="lg">
          {n}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1 }}>
          <div>
            <Text fw={700}>{title}</Text>
            <Text fz="sm" c="dimmed">
              {text}
            </Text>
          </div>
          <div>{action}</div>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * Mailing list (spec 1 section 2): mailings waiting to be handed over, with step 1 (create mailings) and
 * step 2 (print many labels at once), and per row edit address, print label and delete.
 */
export function MailingListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(mailingListQuerySchema.pick({ page: true, size: true, searchString: true, after: true }), MAILING_LIST_PARAMS);
  const mailings = useMailings(storeId, { ...list.params, onlyNotDelivery: true });
  const labels = useLabelPrint();
  const editAddress = useEditAddress(storeId);
  const selection = useSelection<Mailing>((m) => m.id);
  const rows = mailings.data?.contents ?? [];
  const count = selection.items.length;
  const pageAllSelected = rows.length > 0 && rows.every(selection.has);

  const printSelected = () =>
    labels.open({
      count,
      urlFor: (choice) =>
        labelUrls.byBarcodes(
          storeId,
          selection.items.map((m) => m.barcode),
          choice,
        ),
    });

  return (
    <ListPage
      texts="mailingUi:list"
      before={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Step
            n={1}
            title={t('mailingUi:list.step1Title')}
            text={t('mailingUi:list.step1Text')}
            action={
              <Button component={Link} to={paths.deliveryManage} size="sm" leftSection={<PlusIcon size={18} />} data-testid="step-create">
                {t('mailingUi:list.step1Action')}
              </Button>
            }
          />
          <Step
            n={2}
            title={t('mailingUi:list.step2Title')}
            text={t('mailingUi:list.step2Text')}
            action={
              <Group gap="xs">
                <Button
                  size="sm"
                  color="postBlue"
                  leftSection={<PrinterIcon size={18} />}
                  disabled={count === 0 || count > MAX_MAILINGS}
                  onClick={printSelected}
                  {...labels.preloadOn}
                  data-testid="print-selected"
                >
                  {t('mailingUi:list.printSelected', { count })}
                </Button>
                <Button component={Link} to={paths.mailingPrints} size="sm" variant="default">
                  {t('mailingUi:list.toPrintScreen')}
                </Button>
              </Group>
            }
          />
        </SimpleGrid>
      }
      query={mailings}
      paging={list}
      search
      toolbar={
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            disabled={rows.length === 0}
            onClick={() => selection.setPage(rows, !pageAllSelected)}
            data-testid="select-page"
          >
            {pageAllSelected ? t('mailingUi:picker.unselectPage') : t('mailingUi:picker.selectPage')}
          </Button>
          {count > 0 ? (
            <Badge size="lg" variant="light" color={count > MAX_MAILINGS ? 'red' : 'postBlue'} tt="none">
              {t('mailingUi:list.selected', { count, maximum: MAX_MAILINGS })}
            </Badge>
          ) : null}
        </Group>
      }
      empty={emptyMailingList(t, !!list.searchString)}
      after={
        <>
          {labels.dialog}
          {editAddress.dialog}
        </>
      }
    >
      {(shown) => (
        <MailingTable
          mailings={shown}
          offset={list.offset}
          columns={['orderName', 'barcode', 'recipient', 'weight', 'cost', 'service', 'track']}
          isSelected={selection.has}
          onSelect={selection.toggle}
          actions={(m) => (
            <>
              <EditAddressButton mailing={m} onEdit={editAddress.open} />
              <PrintDeleteButtons storeId={storeId} mailing={m} labels={labels} />
            </>
          )}
          testId="mailing-list-table"
        />
      )}
    </ListPage>
  );
}
