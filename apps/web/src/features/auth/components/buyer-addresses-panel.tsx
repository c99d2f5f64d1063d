import { BUYER_ADDRESS_PAGE_SIZES, type BuyerAddress } from '@songdee/shared/address-book/buyer-address.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { savedAddressRows } from '../../../components/address-book/saved-address-picker';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { ListView } from '../../../components/lists/list-page';
import { type RowAction, RowActions } from '../../../components/row-actions';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useBuyerAddresses, useDeleteBuyerAddress } from '../../../lib/use-buyer-addresses';
import { stepBackIfEmptied, useListState } from '../../../lib/use-list-params';
import { AccountPanel } from './account-panel';
import { BuyerAddressDialog } from './buyer-address-dialog';

/** "My addresses" on the account page: the buyer's saved delivery addresses, searched, paged, added, edited and deleted. */
export function BuyerAddressesPanel() {
  const { t } = useTranslation();
  const list = useListState(BUYER_ADDRESS_PAGE_SIZES[0]);
  const addresses = useBuyerAddresses(list.params);
  const remove = useDeleteBuyerAddress();
  // null: closed; 'new': adding; an address: editing it.
  const [editing, setEditing] = useState<BuyerAddress | 'new' | null>(null);

  const actions = (row: BuyerAddress): RowAction[] => [
    { label: t('auth:addresses.edit'), icon: <EditIcon size={16} />, testId: 'buyer-address-edit', onClick: () => setEditing(row) },
    {
      label: t('auth:addresses.delete'),
      icon: <TrashIcon size={16} />,
      testId: 'buyer-address-delete',
      color: 'red',
      confirm: { title: t('auth:addresses.deleteTitle'), message: t('auth:addresses.deleteMessage', { name: row.fullName }) },
      onClick: () =>
        remove.mutate(row.id, {
          onSuccess: () => {
            notifySuccess('auth:addresses.deleted');
            stepBackIfEmptied(list, addresses.data?.contents.length ?? 0);
          },
          onError: notifyApiError,
        }),
    },
  ];

  return (
    <AccountPanel title={t('auth:addresses.title')} description={t('auth:addresses.description')} testId="buyer-addresses">
      <ListView
        query={addresses}
        texts="auth:addresses"
        paging={list}
        pageSizes={BUYER_ADDRESS_PAGE_SIZES}
        search={{ testId: 'buyer-address-search' }}
        toolbar={<AddButton variant="light" label={t('auth:addresses.add')} onClick={() => setEditing('new')} testId="buyer-address-add" />}
        rows={{
          minWidth: 560,
          testIds: 'buyer-address',
          ...savedAddressRows<BuyerAddress>({
            headers: { name: t('auth:addresses.name'), address: t('auth:addresses.address') },
            end: (row) => <RowActions actions={actions(row)} subject={row.fullName} />,
            endWidth: 96,
            addressTestId: 'buyer-address-text',
          }),
        }}
      />
      {editing ? <BuyerAddressDialog address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AccountPanel>
  );
}
