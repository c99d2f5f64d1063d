import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { ADDRESS_LIMITS, type RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { DataPagination } from '../../../components/data-pagination';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { SearchInput } from '../../../components/search-input';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useDeleteRecipients, useRecipients } from '../api/use-recipients';
import { AddressBookShell } from '../components/address-book-shell';
import { EmptyBook, ListLoading } from '../components/book-states';
import { ImportControls } from '../components/import-controls';
import { useListSearchParams } from '../components/list-search-params';

/**
 * Recipient list (spec 1 section 2): search by name or phone, page size 10/50/100, select-all and per-row
 * checkboxes for the page shown, bulk delete after confirmation.
 */
export function RecipientListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const isWide = useWideScreen();
  const list = useListSearchParams(DEFAULT_PAGE_SIZE, ADDRESS_LIMITS.pageSizes);
  const recipients = useRecipients(storeId, { page: list.page, size: list.size, searchString: list.searchString });
  const remove = useDeleteRecipients(storeId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = recipients.data?.contents ?? [];
  const offset = (list.page - 1) * list.size;
  // Selection belongs to the rows on screen: ids from another page or search no longer count.
  const selectedHere = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = rows.length > 0 && selectedHere.length === rows.length;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const deleteIds = (ids: string[], message: string) =>
    confirmAction({
      title: t('addressBookUi:ship.deleteTitle'),
      message,
      confirmLabel: t('common:actions.delete'),
      onConfirm: () =>
        remove.mutate(ids, {
          onSuccess: ({ deleted }) => {
            notifySuccess(t('addressBookUi:ship.deleted', { count: deleted }));
            setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
            if (ids.length >= rows.length && list.page > 1) list.setPage(list.page - 1);
          },
          onError: notifyApiError,
        }),
    });

  const changeView = (apply: () => void) => {
    setSelected(new Set());
    apply();
  };

  const actions = (recipient: RecipientAddress) => (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('common:actions.edit')}>
        <ActionIcon
          component={Link}
          to={paths.recipientManage(recipient.id)}
          variant="subtle"
          color="gray"
          aria-label={`${t('common:actions.edit')} ${recipient.fullName}`}
          data-testid="edit-recipient"
        >
          <EditIcon size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('common:actions.delete')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => deleteIds([recipient.id], t('addressBookUi:ship.deleteMessage', { name: recipient.fullName }))}
          aria-label={`${t('common:actions.delete')} ${recipient.fullName}`}
          data-testid="delete-recipient"
        >
          <TrashIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );

  const rowCheckbox = (recipient: RecipientAddress) => (
    <Checkbox
      aria-label={t('addressBookUi:ship.selectRow', { name: recipient.fullName })}
      checked={selected.has(recipient.id)}
      onChange={(event) => toggle(recipient.id, event.currentTarget.checked)}
      data-testid="select-row"
    />
  );

  return (
    <AddressBookShell kind="ship">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SearchInput
            value={list.searchString}
            placeholder={t('addressBookUi:ship.searchPlaceholder')}
            onSearch={(q) => changeView(() => list.setSearch(q))}
          />
          <Group gap="xs">
            <ImportControls kind="ship" storeId={storeId} />
            <Button component={Link} to={paths.recipientManage('new')} leftSection={<PlusIcon size={18} />} data-testid="create-recipient">
              {t('addressBookUi:ship.create')}
            </Button>
          </Group>
        </Group>

        <Group
          justify="space-between"
          gap="sm"
          px="sm"
          py={6}
          bg={selectedHere.length ? 'postBlue.0' : 'gray.0'}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Checkbox
            label={t('addressBookUi:ship.selectAll')}
            checked={allSelected}
            indeterminate={selectedHere.length > 0 && !allSelected}
            disabled={rows.length === 0}
            onChange={(event) => {
              const on = event.currentTarget.checked;
              setSelected((current) => {
                const next = new Set(current);
                for (const r of rows) {
                  if (on) next.add(r.id);
                  else next.delete(r.id);
                }
                return next;
              });
            }}
            data-testid="select-all"
          />
          <Button
            size="xs"
            color="red"
            variant={selectedHere.length ? 'filled' : 'light'}
            leftSection={<TrashIcon size={16} />}
            disabled={selectedHere.length === 0}
            loading={remove.isPending && selectedHere.length > 1}
            onClick={() => deleteIds(selectedHere, t('addressBookUi:ship.deleteManyMessage', { count: selectedHere.length }))}
            data-testid="delete-selected"
          >
            {t('addressBookUi:ship.deleteSelected', { count: selectedHere.length })}
          </Button>
        </Group>

        {recipients.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyBook text={list.searchString ? t('addressBookUi:ship.emptySearch') : t('addressBookUi:ship.empty')} />
        ) : isWide ? (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="recipient-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th w={64}>{t('addressBookUi:columns.no')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.name')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.phone')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.address')}</Table.Th>
                  <Table.Th>{t('addressBookUi:columns.remark')}</Table.Th>
                  <Table.Th ta="right">{t('addressBookUi:columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((recipient, i) => (
                  <Table.Tr key={recipient.id} bg={selected.has(recipient.id) ? 'postBlue.0' : undefined} data-testid="recipient-row">
                    <Table.Td>{rowCheckbox(recipient)}</Table.Td>
                    <Table.Td c="dimmed">{offset + i + 1}</Table.Td>
                    <Table.Td fw={600}>{recipient.fullName}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{recipient.phone || '-'}</Table.Td>
                    <Table.Td maw={400}>
                      <Text fz="sm" lineClamp={2}>
                        {recipient.address}
                      </Text>
                    </Table.Td>
                    <Table.Td maw={200}>
                      <Text fz="sm" c="dimmed" lineClamp={2}>
                        {recipient.remark || '-'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{actions(recipient)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Stack gap="sm" data-testid="recipient-cards">
            {rows.map((recipient, i) => (
              <Paper key={recipient.id} withBorder radius="md" p="sm" data-testid="recipient-row">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  {rowCheckbox(recipient)}
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={700}>
                      {offset + i + 1}. {recipient.fullName}
                    </Text>
                    <Text fz="sm" mt={2}>
                      {recipient.address}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {[recipient.phone, recipient.remark].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                </Group>
                <Group justify="flex-end">{actions(recipient)}</Group>
              </Paper>
            ))}
          </Stack>
        )}

        {recipients.data ? (
          <DataPagination
            page={list.page}
            size={list.size}
            totalCount={recipients.data.paging.totalCount}
            onPageChange={(p) => changeView(() => list.setPage(p))}
            pageSizes={ADDRESS_LIMITS.pageSizes}
            onSizeChange={(s) => changeView(() => list.setSize(s))}
          />
        ) : null}
      </Stack>
    </AddressBookShell>
  );
}
