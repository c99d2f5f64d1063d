import { Button, Checkbox, Group, Text } from '@mantine/core';
import { ADDRESS_LIMITS, type RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { TrashIcon } from '../../../components/icons';
import { confirmDelete, deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { useShippingStore } from '../../../lib/shipping-store';
import { useAddresses, useDeleteRecipients } from '../../../lib/use-address-book';
import { stepBackIfEmptied, useListParams } from '../../../lib/use-list-params';
import { AddressBookList, useBookColumns } from '../components/address-book-shell';

/**
 * Recipient list (spec 1 section 2): search by name or phone, page size 10/50/100, select-all and per-row
 * checkboxes for the page shown, bulk delete after confirmation.
 */
export function RecipientListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' }, sizes: ADDRESS_LIMITS.pageSizes });
  const recipients = useAddresses('ship', storeId, list.params);
  const remove = useDeleteRecipients(storeId);
  const columns = useBookColumns<RecipientAddress>(list.offset);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const rows = recipients.data?.contents ?? [];
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

  const deleteIds = (ids: string[], message: string) => ({
    mutation: remove,
    variables: ids,
    title: t('addressBookUi:ship.deleteTitle'),
    message,
    done: ({ deleted }: { deleted: number }) => ({ key: 'addressBookUi:ship.deleted' as const, values: { count: deleted } }),
    onDeleted: () => {
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      stepBackIfEmptied(list, rows.length, ids.length);
    },
  });

  const changeView = (apply: () => void) => {
    setSelected(new Set());
    apply();
  };

  const actions = (recipient: RecipientAddress) => (
    <RowActions
      subject={recipient.fullName}
      actions={[
        editAction({ to: paths.recipientManage(recipient.id), testId: 'edit-recipient' }),
        deleteAction({
          ...deleteIds([recipient.id], t('addressBookUi:ship.deleteMessage', { name: recipient.fullName })),
          testId: 'delete-recipient',
        }),
      ]}
    />
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
    <AddressBookList
      kind="ship"
      storeId={storeId}
      query={recipients}
      paging={{
        ...list,
        setPage: (p) => changeView(() => list.setPage(p)),
        setSize: (s) => changeView(() => list.setSize(s)),
        setSearch: (q) => changeView(() => list.setSearch(q)),
      }}
      pageSizes={ADDRESS_LIMITS.pageSizes}
      rows={{
        minWidth: 820,
        striped: true,
        testIds: 'recipient',
        rowProps: (r) => ({ bg: selected.has(r.id) ? 'postBlue.0' : undefined }),
        columns: [
          { key: 'check', w: 40, cell: rowCheckbox },
          columns.no,
          columns.name((r) => r.fullName),
          columns.phone((r) => r.phone || '-'),
          columns.address(400),
          {
            key: 'remark',
            header: t('addressBookUi:columns.remark'),
            td: { maw: 200 },
            cell: (r) => (
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {r.remark || '-'}
              </Text>
            ),
          },
          { key: 'actions', header: t('addressBookUi:columns.actions'), ta: 'right', cell: actions },
        ],
        card: (recipient, i) => (
          <>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {rowCheckbox(recipient)}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700}>
                  {list.offset + i + 1}. {recipient.fullName}
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
          </>
        ),
      }}
      filters={
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
            onClick={() =>
              confirmDelete(deleteIds(selectedHere, t('addressBookUi:ship.deleteManyMessage', { count: selectedHere.length })))
            }
            data-testid="delete-selected"
          >
            {t('addressBookUi:ship.deleteSelected', { count: selectedHere.length })}
          </Button>
        </Group>
      }
    />
  );
}
