import { RESERVE_STATUS_KEYS, type ReserveStatusKey } from '@songdee/shared/reference/status-keys';
import type { Reserve, ReserveSummary } from '@songdee/shared/reserve/reserve.schema';
import {
  type ReserveFacts,
  type ReserveViewer,
  reserveActions,
  reserveCollectBy,
  reserveLineTotal,
} from '@songdee/shared/reserve/reserve-rules';
import { type Coded, text } from '../../lib/text';
import type { ReserveLineRow, ReserveRow, ReservesRepository } from './reserves.repository';

export type FoundReserve = NonNullable<Awaited<ReturnType<ReservesRepository['find']>>>;

export const facts = (r: Pick<ReserveRow, 'statusKey' | 'statusPayment'>): ReserveFacts => ({
  statusKey: r.statusKey as ReserveStatusKey,
  isPaid: r.statusPayment,
});

export const formatReserveCode = (serial: number) => `RS-${String(serial).padStart(5, '0')}`;

/** The status as the lists show it: its reference id (the filter's value), its key and its name. */
const presentStatus = (key: string, id: number | null) => ({
  id: id ?? RESERVE_STATUS_KEYS.indexOf(key as ReserveStatusKey) + 1,
  referenceKey: key as ReserveStatusKey,
  name: text(`reference.statuses.reserve.${key}`),
});

export function presentReserveSummary(found: FoundReserve, viewer: ReserveViewer, holidays: ReadonlySet<string>): Coded<ReserveSummary> {
  const r = found.reserve;
  return {
    id: r.id,
    code: r.code,
    storeId: r.storeId,
    storeName: found.storeName,
    outlet: { id: found.outlet.id, outletCode: found.outlet.code, outletName: found.outlet.name, tel: found.outlet.tel },
    totalQty: r.totalQty,
    totalPrice: r.totalPriceSatang,
    createdDate: r.createdAt.toISOString(),
    status: presentStatus(r.statusKey, found.statusId),
    statusPayment: r.statusPayment,
    collectBy: reserveCollectBy(r.createdAt, holidays),
    actions: reserveActions(facts(r), viewer),
  };
}

export function presentReserve(
  found: FoundReserve,
  lines: ReserveLineRow[],
  viewer: ReserveViewer,
  holidays: ReadonlySet<string>,
): Coded<Reserve> {
  const r = found.reserve;
  return {
    ...presentReserveSummary(found, viewer, holidays),
    lines: lines.map((l) => ({
      boxSizeId: l.boxSizeId,
      name: text(`reference.boxSizes.${l.code}`),
      desc: text('reference.deliveryOptions.promptpost.name'),
      boxPrice: l.boxPriceSatang,
      sets: l.sets,
      total: reserveLineTotal(l.boxPriceSatang, l.sets),
    })),
    paymentInfo: r.paymentInfo,
    refBankCode: r.refBankCode,
    approvalBankCode: r.approvalBankCode,
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  };
}
