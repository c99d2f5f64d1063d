import type { Language } from '@songdee/shared/constants/app.constants';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { LabelCaptions, LabelData } from '../../lib/pdf/label-layout';
import { renderLabelsPdf } from '../../lib/pdf/labels-pdf';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import { serviceName } from './mailing.presenter';
import type { MailingRow, MailingsRepository } from './mailings.repository';

const grams = new Intl.NumberFormat('en-US');

/** What one label shows, from the snapshot taken at publish time. */
export function labelData(row: MailingRow, lang: Language): LabelData {
  return {
    barcode: row.barcode,
    serviceName: serviceName(lang, row.deliveryOptionId),
    weightText: translate(lang, 'mailing.label.weight', { grams: grams.format(row.weightGrams) }),
    sender: { name: row.senderName, phone: row.senderPhone, address: row.senderAddress, postcode: row.senderPostcode },
    recipient: {
      name: row.recipientName,
      phone: row.recipientPhone,
      address: row.recipientAddress,
      postcode: row.recipientPostcode,
      remark: row.recipientRemark,
    },
  };
}

export const labelCaptions = (lang: Language): LabelCaptions => ({
  sender: translate(lang, 'mailing.label.sender'),
  recipient: translate(lang, 'mailing.label.recipient'),
  phone: translate(lang, 'mailing.label.phone'),
  remark: translate(lang, 'mailing.label.remark'),
});

function optionById(id: number) {
  const option = LABEL_OPTIONS.find((o) => o.id === id);
  if (!option) throw new AppError('VALIDATION_FAILED');
  return option;
}

export interface LabelsDeps {
  repo: MailingsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  /** The mailings of a packing list's labelled boxes, in list order; undefined when the list is not the store's. */
  packingMailingIds: (storeId: string, packingListId: string) => Promise<string[] | undefined>;
}

export function createLabelsService(deps: LabelsDeps) {
  const { repo, stores } = deps;
  const render = (rows: MailingRow[], labelOption: number, lang: Language) =>
    renderLabelsPdf(
      rows.map((r) => labelData(r, lang)),
      optionById(labelOption),
      labelCaptions(lang),
    );

  return {
    /** Labels for the given barcodes, in the order asked; every barcode must be one of the store's. */
    async printByBarcodes(actor: Actor, storeId: string, barcodes: string[], labelOption: number, lang: Language): Promise<Buffer> {
      await stores.assertOwner(actor, storeId);
      const rows = await repo.findByBarcodes(storeId, barcodes);
      if (rows.length !== barcodes.length) throw new AppError('NOT_FOUND');
      const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
      return render(
        barcodes.map((b) => byBarcode.get(b)!),
        labelOption,
        lang,
      );
    },

    /** Labels of every labelled box of a packing list (the done screen's print button). */
    async printFromPacking(actor: Actor, storeId: string, packingListId: string, labelOption: number, lang: Language): Promise<Buffer> {
      await stores.assertOwner(actor, storeId);
      const ids = await deps.packingMailingIds(storeId, packingListId);
      if (!ids) throw new AppError('PACKING_LIST_NOT_FOUND');
      const byId = new Map((await repo.findByIds(storeId, ids)).map((r) => [r.id, r]));
      return render(
        ids.flatMap((id) => byId.get(id) ?? []),
        labelOption,
        lang,
      );
    },

    /** Labels of a print lot (the mailing-print screen). */
    async printLot(actor: Actor, storeId: string, lotId: string, labelOption: number, lang: Language): Promise<Buffer> {
      await stores.assertOwner(actor, storeId);
      if (!(await repo.findLot(storeId, lotId))) throw new AppError('NOT_FOUND');
      return render(await repo.findByLot(storeId, lotId), labelOption, lang);
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
