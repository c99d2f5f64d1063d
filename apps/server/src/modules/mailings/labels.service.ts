import { trackingPagePath } from '@songdee/shared/mailing/public-tracking.schema';
import { LABEL_OPTIONS, type LabelOption } from '@songdee/shared/reference/label-options';
import { AppError } from '../../lib/app-error';
import type { LabelCaptions, LabelData } from '../../lib/pdf/label-layout';
import { type Coded, deliveryName, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { MailingRow, MailingsRepository } from './mailings.repository';

const grams = new Intl.NumberFormat('en-US');
const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What one label shows, from the snapshot taken at publish time; `publicUrl` is the site's address (PUBLIC_URL). */
function labelData(row: MailingRow, publicUrl: string): Coded<LabelData> {
  return {
    barcode: row.barcode,
    serviceName: deliveryName(row.deliveryOptionId),
    weightText: text('mailing.label.weight', { grams: grams.format(row.weightGrams) }),
    orderName: row.orderName,
    // The postman collects this at the door: in baht with the baht sign, as Thai prices are written.
    cod: row.codAmountSatang === null ? null : { caption: text('mailing.label.cod'), amount: `฿${baht.format(row.codAmountSatang / 100)}` },
    sender: { name: row.senderName, phone: row.senderPhone, address: row.senderAddress, postcode: row.senderPostcode },
    recipient: {
      name: row.recipientName,
      phone: row.recipientPhone,
      address: row.recipientAddress,
      postcode: row.recipientPostcode,
      remark: row.recipientRemark,
    },
    // PUBLIC_URL may be given with a trailing slash; a doubled one would be a different path to some proxies.
    trackingUrl: `${publicUrl.replace(/\/+$/, '')}${trackingPagePath(row.barcode)}`,
  };
}

const labelCaptions = (): Coded<LabelCaptions> => ({
  sender: text('mailing.label.sender'),
  recipient: text('mailing.label.recipient'),
  phone: text('mailing.label.phone'),
  remark: text('mailing.label.remark'),
  order: text('mailing.label.order'),
});

function optionById(id: number) {
  const option = LABEL_OPTIONS.find((o) => o.id === id);
  if (!option) throw new AppError('VALIDATION_FAILED');
  return option;
}

export interface LabelsDocument {
  labels: Coded<LabelData>[];
  option: LabelOption;
  captions: Coded<LabelCaptions>;
}

export interface LabelsDeps {
  repo: MailingsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  /** The mailings of a packing list's labelled boxes, in list order; undefined when the list is not the store's. */
  packingMailingIds: (storeId: string, packingListId: string) => Promise<string[] | undefined>;
  /** The site's public address: the labels' QR codes open the parcel's tracking page there. */
  publicUrl: string;
}

export function createLabelsService(deps: LabelsDeps) {
  const { repo, stores } = deps;
  /** The labels still to be worded: the route words them in the request's language and renders the PDF. */
  const render = (rows: MailingRow[], labelOption: number): LabelsDocument => ({
    labels: rows.map((r) => labelData(r, deps.publicUrl)),
    option: optionById(labelOption),
    captions: labelCaptions(),
  });

  return {
    /** Labels for the given barcodes, in the order asked; every barcode must be one of the store's. */
    async printByBarcodes(actor: Actor, storeId: string, barcodes: string[], labelOption: number): Promise<LabelsDocument> {
      await stores.assertOwner(actor, storeId);
      const rows = await repo.findByBarcodes(storeId, barcodes);
      if (rows.length !== barcodes.length) throw new AppError('NOT_FOUND');
      const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
      return render(
        barcodes.map((b) => byBarcode.get(b)!),
        labelOption,
      );
    },

    /** Labels of every labelled box of a packing list (the done screen's print button). */
    async printFromPacking(actor: Actor, storeId: string, packingListId: string, labelOption: number): Promise<LabelsDocument> {
      await stores.assertOwner(actor, storeId);
      const ids = await deps.packingMailingIds(storeId, packingListId);
      if (!ids) throw new AppError('PACKING_LIST_NOT_FOUND');
      const byId = new Map((await repo.findByIds(storeId, ids)).map((r) => [r.id, r]));
      return render(
        ids.flatMap((id) => byId.get(id) ?? []),
        labelOption,
      );
    },

    /** Labels of a print lot (the mailing-print screen). */
    async printLot(actor: Actor, storeId: string, lotId: string, labelOption: number): Promise<LabelsDocument> {
      await stores.assertOwner(actor, storeId);
      if (!(await repo.findLot(storeId, lotId))) throw new AppError('NOT_FOUND');
      return render(await repo.findByLot(storeId, lotId), labelOption);
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
