import { AddressManage } from '../components/address-manage';

/** /stores/address/ship/:shipAddressId, where 'new' creates. */
export function RecipientManagePage() {
  return <AddressManage kind="ship" />;
}
