import { PackingListScreen } from '../components/packing-list-screen';

/** /stores/{uri}/packing-pending (spec 1 "Packing screens"): lists still in progress, continue or delete. */
export function PackingPendingPage() {
  return <PackingListScreen tab="pending" />;
}
