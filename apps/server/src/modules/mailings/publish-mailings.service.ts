import { randomUUID } from 'node:crypto';
import type { Language } from '@songdee/shared/constants/app.constants';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import type { PublishFailure, PublishMailingsInput, PublishResult } from '@songdee/shared/mailing/mailing.schema';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { BOX_SIZES, isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../plugins/auth.plugin';
import type { StoresService } from '../stores/stores.service';
import type { BarcodeRepository, Executor } from './barcode.repository';
import { presentMailing } from './mailing.presenter';
import { isSameArea, priceByWeight, priceByZone } from './mailing-pricing';
import type { MailingsRepository, NewMailing } from './mailings.repository';

export interface PublishDeps {
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> };
  repo: MailingsRepository;
  barcodes: BarcodeRepository;
  stores: Pick<StoresService, 'assertOwner'>;
}

type Recipient = Awaited<ReturnType<MailingsRepository['findRecipients']>>[number];
type Sender = NonNullable<Awaited<ReturnType<MailingsRepository['findSender']>>>;

/** Postgres unique violation: a concurrent confirm of the same batch inserted the recipient first. */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const addressText = (a: Recipient | Sender) =>
  composeAddressText({
    ...a.address,
    provinceName: a.provinceName,
    borderName: a.borderName,
    districtName: a.districtName,
    postcode: null,
  });

export function createPublishMailingsService(deps: PublishDeps) {
  const { repo, barcodes } = deps;

  /** Serials for `count` barcodes of an option, across ranges if one runs out; inside the caller's transaction. */
  async function allocateBarcodes(tx: Executor, deliveryOptionId: string, count: number): Promise<string[]> {
    const codes: string[] = [];
    while (codes.length < count) {
      const block = await barcodes.takeSerials(tx, deliveryOptionId, count - codes.length);
      if (!block) throw new AppError('BARCODE_RANGE_EXHAUSTED');
      for (let serial = block.first; serial < block.next; serial++) codes.push(formatS10(block.prefix, serial));
    }
    return codes;
  }

  /** Cost of each pending recipient, or the reason it has none (spec: "ไม่พบข้อมูลค่าบริการ"). */
  async function priceRecipients(
    option: NonNullable<Awaited<ReturnType<MailingsRepository['findDeliveryOption']>>>,
    input: PublishMailingsInput,
    sender: Sender,
    recipients: Recipient[],
  ) {
    const weightOf = (id: string) => input.recipients.find((r) => r.shipAddressId === id)?.weight ?? input.weight ?? 0;
    if (option.pricing === 'weight') {
      const rates = await repo.listRates(option.id);
      return recipients.map((r) => ({
        recipient: r,
        weight: weightOf(r.address.id),
        boxSizeId: undefined,
        cost: priceByWeight(rates, weightOf(r.address.id)),
      }));
    }
    if (option.pricing === 'boxSize') {
      const price = input.sizeId === undefined ? undefined : await repo.findBoxPrice(option.id, input.sizeId);
      return recipients.map((r) => ({ recipient: r, weight: weightOf(r.address.id), boxSizeId: input.sizeId, cost: price?.priceSatang }));
    }
    const zone = input.zoneId === undefined ? undefined : await repo.findZone(option.id, input.zoneId);
    const senderArea = { provinceId: sender.address.provinceId, postcode: sender.address.postcode };
    return recipients.map((r) => ({
      recipient: r,
      weight: weightOf(r.address.id),
      boxSizeId: zone?.boxSizeId,
      cost: zone
        ? priceByZone(zone, isSameArea(senderArea, { provinceId: r.address.provinceId, postcode: r.address.postcode }))
        : undefined,
    }));
  }

  async function publishOnce(actor: Actor, storeId: string, input: PublishMailingsInput, lang: Language): Promise<PublishResult> {
    await deps.stores.assertOwner(actor, storeId);
    const option = await repo.findDeliveryOption(input.optionId);
    if (!option || isHiddenDeliveryOption(option.id)) throw new AppError('VALIDATION_FAILED');
    const sender = await repo.findSender(storeId, input.senderId);
    if (!sender) throw new AppError('SENDER_NOT_FOUND');

    const batchId = input.batchId ?? randomUUID();
    // The same recipient twice in one batch is one parcel: the screen marks rows, not copies, as done.
    const requested = [...new Set(input.recipients.map((r) => r.shipAddressId))];
    const already = input.batchId ? await repo.findInBatch(storeId, batchId, requested) : [];
    const done = new Set(already.map((m) => m.shipAddressId));
    const pending = requested.filter((id) => !done.has(id));
    if (pending.length === 0) throw new AppError('NO_PENDING_RECIPIENTS');

    const found = await repo.findRecipients(storeId, pending);
    const priced = await priceRecipients(option, input, sender, found);
    // In the order the seller listed them, so the dialog reads like the screen.
    const failures: PublishFailure[] = [];
    for (const id of pending) {
      const p = priced.find((r) => r.recipient.address.id === id);
      if (!p) failures.push({ shipAddressId: id, recipientName: id, message: translate(lang, 'mailing.recipientNotFound') });
      else if (p.cost === undefined) {
        failures.push({
          shipAddressId: id,
          recipientName: p.recipient.address.fullName,
          message: translate(lang, 'mailing.priceNotFound'),
        });
      }
    }
    // All or nothing: any failing recipient stops the batch, and the dialog lists every one of them.
    if (failures.length > 0) throw new AppError('MAILING_RECIPIENTS_FAILED', { count: failures.length, failures });

    const boxSizeId = option.pricing === 'boxSize' ? input.sizeId : undefined;
    const stockSize = option.reserve ? BOX_SIZES.find((b) => b.id === input.sizeId) : undefined;
    const stockError = async () => {
      const remaining = stockSize ? await barcodes.remainingStock(storeId, stockSize.id) : 0;
      const sizeName = stockSize ? translate(lang, `reference.boxSizes.${stockSize.code}`) : '';
      return new AppError('BARCODE_STOCK_INSUFFICIENT', { sizeName, remaining, requested: pending.length });
    };
    if (option.reserve) {
      if (!stockSize || (await barcodes.remainingStock(storeId, stockSize.id)) < pending.length) throw await stockError();
    }

    // Keep the order the seller listed the recipients in.
    const ordered = pending.map((id) => priced.find((p) => p.recipient.address.id === id)!);
    const senderSnapshot = {
      senderAddressId: sender.address.id,
      senderName: `${sender.address.name} ${sender.address.surname}`.trim(),
      senderPhone: sender.address.phone,
      senderAddress: addressText(sender),
      senderPostcode: sender.address.postcode,
      senderProvinceId: sender.address.provinceId,
    };
    const created = await deps.db.transaction(async (tx) => {
      if (stockSize && (await barcodes.takeStock(tx, storeId, stockSize.id, pending.length)) === undefined) throw await stockError();
      const codes = await allocateBarcodes(tx, option.id, ordered.length);
      const rows: NewMailing[] = ordered.map((p, i) => ({
        storeId,
        barcode: codes[i]!,
        batchId,
        deliveryOptionId: option.id,
        boxSizeId: boxSizeId ?? p.boxSizeId ?? null,
        zoneId: option.pricing === 'zone' ? (input.zoneId ?? null) : null,
        weightGrams: p.weight,
        serviceCostSatang: p.cost!,
        postalCode: input.postalCode ?? sender.address.postcode,
        ...senderSnapshot,
        shipAddressId: p.recipient.address.id,
        recipientName: p.recipient.address.fullName,
        recipientPhone: p.recipient.address.phone,
        recipientAddress: addressText(p.recipient),
        recipientPostcode: p.recipient.address.postcode,
        recipientProvinceId: p.recipient.address.provinceId,
        recipientRemark: p.recipient.address.remark,
      }));
      return repo.insertMany(tx, rows);
    });
    const statusIds = await repo.statusIds();
    return {
      batchId,
      created: created.map((m) => presentMailing({ ...m, statusId: statusIds.get(m.statusKey) ?? null }, lang)),
      alreadyCreated: already.map((m) => presentMailing(m, lang)),
    };
  }

  return {
    /**
     * Publishes a batch in one transaction: box stock, barcodes and every mailing, or nothing.
     * A concurrent confirm of the same batch can collide on the batch/recipient index; the retry then
     * finds those recipients done and returns them instead of creating them twice.
     */
    async publishMailings(actor: Actor, storeId: string, input: PublishMailingsInput, lang: Language): Promise<PublishResult> {
      try {
        return await publishOnce(actor, storeId, input, lang);
      } catch (error) {
        if (input.batchId && isUniqueViolation(error)) return publishOnce(actor, storeId, input, lang);
        throw error;
      }
    },
  };
}

export type PublishMailingsService = ReturnType<typeof createPublishMailingsService>;
