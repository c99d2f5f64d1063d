import { AddressManage } from '../components/address-manage';

/** /stores/address/send/:sendAddressId, where 'new' creates. */
export function SenderManagePage() {
  return <AddressManage kind="send" />;
}
