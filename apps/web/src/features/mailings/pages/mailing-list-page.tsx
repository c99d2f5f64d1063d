import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DataPagination } from '../../../components/data-pagination';
import { PlusIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { useShippingStore } from '../../../lib/shipping-store';
import { labelUrls } from '../api/mailings-api';
import { useMailings } from '../api/use-mailings';
import { EditAddressButton, useEditAddress } from '../components/edit-address-dialog';
import { useLabelPrint } from '../components/label-print-dialog';
import { DeleteMailingButton, PrinterIcon, PrintMailingButton } from '../components/mailing-actions';
import { useMailingListParams } from '../components/mailing-list-params';
import { EmptyList, ListLoading, MailingPage } from '../components/mailing-page';
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
  const list = useMailingListParams(DEFAULT_PAGE_SIZE);
  const mailings = useMailings(storeId, { page: list.page, size: list.size, searchString: list.searchString, onlyNotDelivery: true });
  const labels = useLabelPrint();
  const editAddress = useEditAddress(storeId);
  const selection = useSelection<Mailing>((m) => m.id);
  const rows = mailings.data?.contents ?? [];
  const count = selection.items.length;
  const pageAllSelected = rows.length > 0 && rows.every(selection.has);

  const printSelected = () =>
    labels.open({
      count,
      urlFor: (option) =>
        labelUrls.byBarcodes(
          storeId,
          selection.items.map((m) => m.barcode),
          option,
        ),
    });

  return (
    <MailingPage
      title={t('mailingUi:list.title')}
      description={t('mailingUi:list.description')}
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
                  leftSection={<PrinterIcon />}
                  disabled={count === 0 || count > MAX_MAILINGS}
                  onClick={printSelected}
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
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SearchInput
            value={list.searchString}
            placeholder={t('mailingUi:list.search')}
            onSearch={(q) => {
              list.setSearch(q);
            }}
          />
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
        </Group>
        {mailings.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t(list.searchString ? 'mailingUi:list.emptySearch' : 'mailingUi:list.empty')} />
        ) : (
          <MailingTable
            mailings={rows}
            offset={(list.page - 1) * list.size}
            columns={['barcode', 'recipient', 'weight', 'cost', 'service', 'track']}
            isSelected={selection.has}
            onSelect={selection.toggle}
            actions={(m) => (
              <>
                <EditAddressButton mailing={m} onEdit={editAddress.open} />
                <PrintMailingButton
                  mailing={m}
                  onPrint={() => labels.open({ count: 1, urlFor: (option) => labelUrls.byBarcodes(storeId, [m.barcode], option) })}
                />
                <DeleteMailingButton storeId={storeId} mailing={m} />
              </>
            )}
            testId="mailing-list-table"
          />
        )}
        {mailings.data ? (
          <DataPagination page={list.page} size={list.size} totalCount={mailings.data.paging.totalCount} onPageChange={list.setPage} />
        ) : null}
      </Stack>
      {labels.dialog}
      {editAddress.dialog}
    </MailingPage>
  );
}
