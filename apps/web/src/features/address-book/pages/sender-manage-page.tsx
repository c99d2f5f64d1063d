import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { SenderForm } from '../../../components/address-book/sender-form';
import { useShippingStore } from '../../../lib/shipping-store';
import { useSender } from '../../../lib/use-senders';
import { ManageFrame } from '../components/manage-frame';

/** /stores/address/send/:sendAddressId, where 'new' creates. */
export function SenderManagePage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const { sendAddressId = 'new' } = useParams();
  const id = sendAddressId === 'new' ? undefined : sendAddressId;
  const sender = useSender(storeId, id);
  return (
    <ManageFrame
      title={t(id ? 'addressBookUi:send.editTitle' : 'addressBookUi:send.createTitle')}
      bookTitle={t('addressBookUi:send.listTitle')}
      bookPath={paths.senderList}
      isLoading={!!id && sender.isPending}
      notFound={!!id && sender.isError}
    >
      <SenderForm key={sender.data?.id ?? 'new'} storeId={storeId} sender={sender.data} />
    </ManageFrame>
  );
}
