import type { HandoverData } from '../../lib/pdf/handover-list-pdf';
import { type Coded, dateText, deliveryName, type Text, text } from '../../lib/text';

const grams = new Intl.NumberFormat('en-US');
const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What one parcel row of a hand-over list reads from its mailing. */
export interface HandoverParcel {
  barcode: string;
  recipientName: string;
  recipientPostcode: string;
  deliveryOptionId: string;
  weightGrams: number;
  serviceCostSatang: number;
  senderName: string;
  senderPhone: string;
  senderAddress: string;
  senderPostcode: string;
  /** Cash on delivery: what the postman collects (satang), or null. */
  codAmountSatang?: number | null;
}

/**
 * The hand-over list's content (A4, two copies, one row per parcel with totals), shared by a packing list and a
 * shipping list: each names its own lines under the store and the sender (`details`). Worded and drawn by the route.
 */
export function handoverDocument(storeName: string, details: Array<[Text, Text | string]>, parcels: HandoverParcel[]) {
  const t = (key: string, params?: Record<string, unknown>) => text(`packing.handover.${key}`, params);
  const first = parcels[0];
  const cod = parcels.flatMap((p) => (p.codAmountSatang ? [p.codAmountSatang] : []));
  const data: Coded<Omit<HandoverData, 'pageText'>> = {
    title: t('title'),
    copies: [t('copyOriginal'), t('copyStore')],
    header: [
      [t('store'), storeName],
      [t('sender'), first ? `${first.senderName} ${first.senderPhone} ${first.senderAddress} ${first.senderPostcode}` : '-'],
      ...details,
      // The post office registers COD parcels at acceptance: their count and total are on the list it signs.
      ...(cod.length > 0
        ? [
            [t('codTotal'), t('codSummary', { count: cod.length, amount: baht.format(cod.reduce((n, v) => n + v, 0) / 100) })] as [
              Text,
              Text,
            ],
          ]
        : []),
      [t('printedAt'), dateText(new Date(), { time: true })],
    ],
    columns: {
      no: t('no'),
      barcode: t('barcode'),
      recipient: t('recipient'),
      postcode: t('postcode'),
      service: t('service'),
      weight: t('weight'),
      cost: t('cost'),
    },
    rows: parcels.map((r) => ({
      barcode: r.barcode,
      recipient: r.recipientName,
      postcode: r.recipientPostcode,
      service: deliveryName(r.deliveryOptionId),
      weightText: grams.format(r.weightGrams),
      costText: baht.format(r.serviceCostSatang / 100),
      cod: r.codAmountSatang ? t('cod', { amount: baht.format(r.codAmountSatang / 100) }) : undefined,
    })),
    totals: {
      label: t('total', { count: parcels.length }),
      weightText: grams.format(parcels.reduce((n, r) => n + r.weightGrams, 0)),
      costText: baht.format(parcels.reduce((n, r) => n + r.serviceCostSatang, 0) / 100),
    },
    signatures: [t('signatureSender'), t('signatureOfficer')],
  };
  return data;
}
