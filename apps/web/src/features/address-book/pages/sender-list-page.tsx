import { Badge, Button, Group, Text } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE, listQuerySchema } from '@songdee/shared/common/list.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { confirmAction } from '../../../components/confirm-dialog';
import { EditIcon, MapPinIcon, PlusIcon, StarIcon, TrashIcon } from '../../../components/icons';
import { ListView } from '../../../components/list-page';
import { RowActions } from '../../../components/row-actions';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteSender, useMarkSenderAsDefault, useSenders } from '../api/use-senders';
import { AddressBookShell } from '../components/address-book-shell';
import { ImportControls } from '../components/import-controls';

const fullName = (sender: SenderAddress) => `${sender.name} ${sender.surname}`.trim();

/** Sender list (spec 1 section 2): search by name, 10 per page, the default first, its delete hidden. */
export function SenderListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' }, sizes: [DEFAULT_PAGE_SIZE] });
  const senders = useSenders(storeId, list.params);
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

  const actions = (sender: SenderAddress) => (
    <RowActions
      subject={fullName(sender)}
      actions={[
        {
          label: t('addressBookUi:send.markDefault'),
          icon: <StarIcon size={14} />,
          button: { variant: 'subtle', color: 'postBlue', size: 'compact-sm' },
          onClick: () => onMarkDefault(sender),
          loading: markDefault.isPending && markDefault.variables === sender.id,
          hidden: sender.isDefault,
          testId: 'mark-default',
        },
        { label: t('common:actions.edit'), icon: <EditIcon size={18} />, to: paths.senderManage(sender.id), testId: 'edit-sender' },
        // The default sender cannot be deleted (spec 1 section 4): no button for it.
        {
          label: t('common:actions.delete'),
          icon: <TrashIcon size={18} />,
          color: 'red',
          onClick: () => onDelete(sender),
          hidden: sender.isDefault,
          keepSpace: true,
          testId: 'delete-sender',
        },
      ]}
    />
  );

  const defaultBadge = (sender: SenderAddress) =>
    sender.isDefault ? (
      <Badge color="postRed" variant="light" leftSection={<StarIcon size={12} />} data-testid="default-badge">
        {t('addressBookUi:send.default')}
      </Badge>
    ) : null;

  return (
    <AddressBookShell kind="send">
      <ListView
        query={senders}
        paging={list}
        search={{ value: list.searchString, placeholder: t('addressBookUi:send.searchPlaceholder'), onSearch: list.setSearch }}
        toolbar={
          <Group gap="xs">
            <ImportControls kind="send" storeId={storeId} />
            <Button component={Link} to={paths.senderManage('new')} leftSection={<PlusIcon size={18} />} data-testid="create-sender">
              {t('addressBookUi:send.create')}
            </Button>
          </Group>
        }
        empty={{
          text: list.searchString ? t('addressBookUi:send.emptySearch') : t('addressBookUi:send.empty'),
          icon: <MapPinIcon size={28} />,
          testId: 'empty-book',
        }}
        rows={{
          rowKey: (sender) => sender.id,
          minWidth: 760,
          striped: true,
          testId: 'sender-table',
          cardsTestId: 'sender-cards',
          rowTestId: 'sender-row',
          columns: [
            { key: 'no', w: 64, header: t('addressBookUi:columns.no'), td: { c: 'dimmed' }, cell: (_, i) => list.offset + i + 1 },
            { key: 'name', header: t('addressBookUi:columns.name'), td: { fw: 600 }, cell: fullName },
            {
              key: 'address',
              header: t('addressBookUi:columns.address'),
              td: { maw: 420 },
              cell: (sender) => (
                <Text fz="sm" lineClamp={2}>
                  {sender.address}
                </Text>
              ),
            },
            {
              key: 'phone',
              header: t('addressBookUi:columns.phone'),
              td: { style: { whiteSpace: 'nowrap' } },
              cell: (sender) => sender.phone,
            },
            { key: 'default', header: t('addressBookUi:columns.default'), cell: defaultBadge },
            { key: 'actions', header: t('addressBookUi:columns.actions'), ta: 'right', cell: actions },
          ],
          card: (sender, i) => (
            <>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={700}>
                  {list.offset + i + 1}. {fullName(sender)}
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
            </>
          ),
        }}
      />
    </AddressBookShell>
  );
}
