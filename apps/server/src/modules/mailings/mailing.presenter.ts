import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { canEditMailingAddress } from '@songdee/shared/mailing/mailing-rules';
import { BOX_SIZES } from '@songdee/shared/reference/delivery.constants';
import { MAILING_STATUS_TONES, type MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { type Coded, deliveryName, type Text, text, textOr } from '../../lib/text';
import type { MailingWithStatus } from './mailings.repository';

/** The track status text in the reader's language; the postal service's own text for codes we do not know. */
function trackDescription(code: number, fallback: string | null): Text {
  return textOr(`mailing.trackStatuses.${code}`, fallback ?? String(code));
}

/** A mailing row as the API shows it: names localised, money in satang, weight in grams. */
export function presentMailing(row: MailingWithStatus): Coded<Mailing> {
  const statusKey = row.statusKey as MailingStatusKey;
  const box = BOX_SIZES.find((b) => b.id === row.boxSizeId);
  return {
    id: row.id,
    barcode: row.barcode,
    weight: row.weightGrams,
    serviceCost: row.serviceCostSatang,
    name: row.orderName,
    orderId: row.orderId,
    batchId: row.batchId,
    storeDeliveryOption: { id: row.deliveryOptionId, name: deliveryName(row.deliveryOptionId) },
    storeDeliverySize: box ? { id: box.id, code: box.code } : null,
    zoneId: row.zoneId,
    shipAddressId: row.shipAddressId,
    shipAddress: {
      name: row.recipientName,
      phone: row.recipientPhone,
      address: row.recipientAddress,
      postcode: row.recipientPostcode,
      provinceId: row.recipientProvinceId,
      remark: row.recipientRemark,
    },
    sender: {
      name: row.senderName,
      phone: row.senderPhone,
      address: row.senderAddress,
      postcode: row.senderPostcode,
      provinceId: row.senderProvinceId,
    },
    status: {
      id: row.statusId ?? 0,
      referenceKey: statusKey,
      name: text(`reference.statuses.mailing.${statusKey}`),
      tone: MAILING_STATUS_TONES[statusKey],
    },
    trackTraceStatus:
      row.trackStatusCode !== null && row.trackStatusDate
        ? {
            code: row.trackStatusCode,
            description: trackDescription(row.trackStatusCode, row.trackStatusDescription),
            date: row.trackStatusDate.toISOString(),
          }
        : null,
    codAmount: row.codAmountSatang ?? null,
    codTransferredAt: row.codTransferredAt?.toISOString() ?? null,
    printedLotId: row.printedLotId,
    createdAt: row.createdAt.toISOString(),
    canEditAddress: canEditMailingAddress(row),
  };
}
