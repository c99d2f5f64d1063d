import { PackingListScreen } from '../components/packing-list-screen';

/** /stores/{uri}/packing-history (spec 1 "Packing screens"): finished lists, with their details. */
export function PackingHistoryPage() {
  return <PackingListScreen tab="history" />;
}
