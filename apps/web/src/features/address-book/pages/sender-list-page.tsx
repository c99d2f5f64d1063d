import { ActionIcon, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EditIcon, PlusIcon, StarIcon, TrashIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDeleteSender, useMarkSenderAsDefault, useSenders } from '../api/use-senders';
import { AddressBookShell } from '../components/address-book-shell';
import { EmptyBook, ListLoading } from '../components/book-states';
import { ImportControls } from '../components/import-controls';
import { useListSearchParams } from '../components/list-search-params';

const fullName = (sender: SenderAddress) => `${sender.name} ${sender.surname}`.trim();

/** Sender list (spec 1 section 2): search by name, 10 per page, the default first, its delete hidden. */
export function SenderListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const isWide = useWideScreen();
  const list = useListSearchParams(DEFAULT_PAGE_SIZE);
  const senders = useSenders(storeId, { page: list.page, size: list.size, searchString: list.searchString });
  const remove = useDeleteSender(storeId);
  const markDefault = useMarkSenderAsDefault(storeId);

  const onDelete = (sender: SenderAddress) =>
    confirmAction({
      title: t('addressBookUi:send.deleteTitle'),
      message: t('addressBookUi:send.deleteMessage', { name: fullName(sender) }),
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(sender.id, {
          onSuccess: () => {
            notifySuccess(t('addressBookUi:send.deleted'));
            // The last row of a page went: show the page before.
            if (senders.data?.contents.length === 1 && list.page > 1) list.setPage(list.page - 1);
          },
          onError: notifyApiError,
        }),
    });

  const onMarkDefault = (sender: SenderAddress) =>
    markDefault.mutate(sender.id, {
      onSuccess: () => notifySuccess(t('addressBookUi:send.markedDefault', { name: fullName(sender) })),
      onError: notifyApiError,
    });

  const rows = senders.data?.contents ?? [];
  const offset = (list.page - 1) * list.size;

  const actions = (sender: SenderAddress) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {sender.isDefault ? null : (
        <Button
          size="compact-sm"
          variant="subtle"
          color="postBlue"
          leftSection={<StarIcon size={14} />}
          onClick={() => onMarkDefault(sender)}
          loading={markDefault.isPending && markDefault.variables === sender.id}
          data-testid="mark-default"
        >
          {t('addressBookUi:send.markDefault')}
        </Button>
      )}
      <Tooltip label={t('common:actions.edit')}>
        <ActionIcon
          component={Link}
          to={paths.senderManage(sender.id)}
          variant="subtle"
          color="gray"
          aria-label={`${t('common:actions.edit')} ${fullName(sender)}`}
          data-testid="edit-sender"
        >
          <EditIcon size={18} />
        </ActionIcon>
      </Tooltip>
      {/* The default sender cannot be deleted (spec 1 section 4): no button for it. */}
      {sender.isDefault ? (
        <ActionIcon variant="transparent" aria-hidden tabIndex={-1} style={{ visibility: 'hidden' }}>
          <TrashIcon size={18} />
        </ActionIcon>
      ) : (
        <Tooltip label={t('common:actions.delete')}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(sender)}
            aria-label={`${t('common:actions.delete')} ${fullName(sender)}`}
            data-testid="delete-sender"
          >
            <TrashIcon size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );

  const defaultBadge = (sender: SenderAddress) =>
    sender.isDefault ? (
      <Badge color="postRed" variant="light" leftSection={<StarIcon size={12} />} data-testid="default-badge">
        {t('addressBookUi:send.default')}
      </Badge>
    ) : null;

  return (
    <AddressBookShell kind="send">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SearchInput value={list.searchString} placeholder={t('addressBookUi:send.searchPlaceholder')} onSearch={list.setSearch} />
          <Group gap="xs">
            <ImportControls kind="send" storeId={storeId} />
            <Button component={Link} to={paths.senderManage('new')} leftSection={<PlusIcon size={18} />} data-testid="create-sender">
              {t('addressBookUi:send.create')}
            </Button>
          </Group>
        </Group>

        {senders.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyBook text={list.searchString ? t('addressBookUi:send.emptySearch') : t('addressBookUi:send.empty')} />
        ) : isWide ? (
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="sender-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={64}>{t('addressBookUi:columns.no')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.name')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.address')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.phone')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.default')}</Table.Th>
                  <Table.Th ta="right">{t('addressBookUi:columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((sender, i) => (
                  <Table.Tr key={sender.id} data-testid="sender-row">
                    <Table.Td c="dimmed">{offset + i + 1}</Table.Td>
                    <Table.Td fw={600}>{fullName(sender)}</Table.Td>
                    <Table.Td maw={420}>
                      <Text fz="sm" lineClamp={2}>
                        {sender.address}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{sender.phone}</Table.Td>
                    <Table.Td>{defaultBadge(sender)}</Table.Td>
                    <Table.Td>{actions(sender)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm" data-testid="sender-cards">
            {rows.map((sender, i) => (
              <Paper key={sender.id} withBorder radius="md" p="sm" data-testid="sender-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={700}>
                    {offset + i + 1}. {fullName(sender)}
                  </Text>
                  {defaultBadge(sender)}
                </Group>
                <Text fz="sm" mt={4}>
                  {sender.address}
                </Text>
                <Text fz="sm" c="dimmed">
                  {sender.phone}
                </Text>
                <Group justify="flex-end" mt="xs">
                  {actions(sender)}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}

        {senders.data && senders.data.paging.totalCount > 0 ? (
          <DataPagination page={list.page} size={list.size} totalCount={senders.data.paging.totalCount} onPageChange={list.setPage} />
        ) : null}
      </Stack>
    </AddressBookShell>
  );
}
