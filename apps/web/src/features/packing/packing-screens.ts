import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import { paths } from '../../app/navigation/paths';

/**
 * The screen a packing list continues on (spec 1 section 4): COUNTING the summary (count), WAITING_FOR_PACKING
 * the boxes, WAITING_FOR_SHIPMENT_ORDER the weigh screen, then the done screen until finished; DONE the view.
 */
export function packingScreenFor(status: PackingListStatusKey, listId: string, returnPage?: string): string {
  switch (status) {
    case 'COUNTING':
      return paths.packingSummary(listId);
    case 'WAITING_FOR_PACKING':
      return paths.packingBoxes(listId, returnPage);
    case 'WAITING_FOR_SHIPMENT_ORDER':
      return paths.packingWeigh(listId, returnPage);
    case 'WAITING_FOR_SHIPMENT_ORDER_EDIT':
    case 'PACKED':
      return paths.packingDone(listId, returnPage);
    case 'DONE':
      return paths.packingView(listId);
  }
}
