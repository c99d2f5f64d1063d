import { Badge, Group, Text } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE, listQuerySchema } from '@songdee/shared/common/list.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { StarIcon } from '../../../components/icons';
import { deleteAction, deleteTexts, editAction, RowActions } from '../../../components/row-actions';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useShippingStore } from '../../../lib/shipping-store';
import { useAddresses, useDeleteSender, useMarkSenderAsDefault } from '../../../lib/use-address-book';
import { stepBackIfEmptied, useListParams } from '../../../lib/use-list-params';
import { AddressBookList, useBookColumns } from '../components/address-book-shell';

const fullName = (sender: SenderAddress) => `${sender.name} ${sender.surname}`.trim();

/** Sender list (spec 1 section 2): search by name, 10 per page, the default first, its delete hidden. */
export function SenderListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(listQuerySchema, { names: { searchString: 'q' }, sizes: [DEFAULT_PAGE_SIZE] });
  const senders = useAddresses('send', storeId, list.params);
  const remove = useDeleteSender(storeId);
  const markDefault = useMarkSenderAsDefault(storeId);
  const columns = useBookColumns<SenderAddress>(list.offset);

  const onMarkDefault = (sender: SenderAddress) =>
    markDefault.mutate(sender.id, {
      onSuccess: () => notifySuccess('addressBookUi:send.markedDefault', { name: fullName(sender) }),
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
        editAction({ to: paths.senderManage(sender.id), testId: 'edit-sender' }),
        // The default sender cannot be deleted (spec 1 section 4): no button for it.
        deleteAction({
          mutation: remove,
          variables: sender.id,
          ...deleteTexts('addressBookUi:send', { name: fullName(sender) }),
          onDeleted: () => stepBackIfEmptied(list, senders.data?.contents.length ?? 0),
          hidden: sender.isDefault,
          keepSpace: true,
          testId: 'delete-sender',
        }),
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
    <AddressBookList
      kind="send"
      storeId={storeId}
      query={senders}
      paging={list}
      rows={{
        minWidth: 760,
        striped: true,
        testIds: 'sender',
        columns: [
          columns.no,
          columns.name(fullName),
          columns.address(420),
          columns.phone((sender) => sender.phone),
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
  );
}
