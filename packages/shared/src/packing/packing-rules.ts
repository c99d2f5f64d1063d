import type { PackingListStatusKey } from '../reference/status-keys';

/**
 * The packing flow (spec 1 section 4), pure so the web app shows the buttons the server allows.
 * COUNTING (picking) -> WAITING_FOR_PACKING (boxes) -> WAITING_FOR_SHIPMENT_ORDER (weigh) ->
 * WAITING_FOR_SHIPMENT_ORDER_EDIT (done screen, labels being checked) -> PACKED (every box labelled) -> DONE (history).
 */
const PACKING_TRANSITIONS: Readonly<Record<PackingListStatusKey, readonly PackingListStatusKey[]>> = {
  COUNTING: ['WAITING_FOR_PACKING'],
  WAITING_FOR_PACKING: ['WAITING_FOR_SHIPMENT_ORDER'],
  WAITING_FOR_SHIPMENT_ORDER: ['WAITING_FOR_SHIPMENT_ORDER_EDIT'],
  WAITING_FOR_SHIPMENT_ORDER_EDIT: ['PACKED'],
  PACKED: ['DONE'],
  DONE: [],
};

export const canTransitionPacking = (from: string, to: string): boolean =>
  (PACKING_TRANSITIONS[from as PackingListStatusKey] ?? []).includes(to as PackingListStatusKey);

/** A list may be deleted until its first label exists: after that its mailings are real parcels. */
export const canDeletePacking = (status: string) =>
  status === 'COUNTING' || status === 'WAITING_FOR_PACKING' || status === 'WAITING_FOR_SHIPMENT_ORDER';

/** Boxes may be split or removed only on the boxes screen. */
export const canEditBoxes = (status: string) => status === 'WAITING_FOR_PACKING';

/** Weights may change for boxes still without a label, on the weigh and done screens. */
export const canWeigh = (status: string) => status === 'WAITING_FOR_SHIPMENT_ORDER' || status === 'WAITING_FOR_SHIPMENT_ORDER_EDIT';

/** An order is fully counted when every item's packed quantity equals the ordered quantity. */
export const isFullyCounted = (items: ReadonlyArray<{ quantity: number; packedQuantity: number }>) =>
  items.length > 0 && items.every((i) => i.packedQuantity === i.quantity);

/** Readable per-store codes. */
export const formatPackingCode = (serial: number) => `PK-${String(serial).padStart(5, '0')}`;
