import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { RecipientForm } from '../../../components/address-book/recipient-form';
import { useShippingStore } from '../../../lib/shipping-store';
import { useRecipient } from '../../../lib/use-recipients';
import { ManageFrame } from '../components/manage-frame';

/** /stores/address/ship/:shipAddressId, where 'new' creates. */
export function RecipientManagePage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const { shipAddressId = 'new' } = useParams();
  const id = shipAddressId === 'new' ? undefined : shipAddressId;
  const recipient = useRecipient(storeId, id);
  return (
    <ManageFrame
      title={t(id ? 'addressBookUi:ship.editTitle' : 'addressBookUi:ship.createTitle')}
      bookTitle={t('addressBookUi:ship.listTitle')}
      bookPath={paths.recipientList}
      isLoading={!!id && recipient.isPending}
      notFound={!!id && recipient.isError}
    >
      <RecipientForm key={recipient.data?.id ?? 'new'} storeId={storeId} recipient={recipient.data} />
    </ManageFrame>
  );
}
