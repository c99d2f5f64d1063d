import type { ListQuery } from '@songdee/shared/common/list.schema';
import {
  formatInvoiceNumber,
  type Invoice,
  type InvoiceInput,
  type InvoiceListQuery,
  type InvoiceStatus,
  isInvoiceEditable,
} from '@songdee/shared/invoice/invoice.schema';
import { maxGramsOf, priceOfBoxes } from '@songdee/shared/mailing/parcel-rules';
import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import { INVOICE_STATUS_KEYS, type InvoiceStatusKey } from '@songdee/shared/reference/status-keys';
import type { Executor } from '../../db/client';
import { nextDocumentSerial } from '../../db/document-serials';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { type Coded, deliveryName, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { MailingsRepository } from '../mailings/mailings.repository';
import { describeStoreOrders, refusingTakenOrders } from '../orders/order-names';
import { presentOrderChoice } from '../orders/order-page';
import type { StoresService } from '../stores/stores.service';
import type { InvoiceRecord, InvoicesRepository } from './invoices.repository';

export interface InvoicesDeps {
  repo: InvoicesRepository;
  rates: Pick<MailingsRepository, 'listRates'>;
  stores: Pick<StoresService, 'assertOwner'>;
}

/**
 * The boxes an invoice bills an order's weight as: the order's labelled boxes when the weight is theirs together
 * (the wizard starts from it), so the invoice charges box by box as the labels and the hand-over list do; a weight
 * typed otherwise (the order weighed again as one parcel, or never labelled) is one parcel.
 */
function billedBoxes(weight: number, labelledBoxes: readonly number[] = []): number[] {
  const labelled = labelledBoxes.reduce((sum, grams) => sum + grams, 0);
  return labelledBoxes.length > 0 && labelled === weight ? [...labelledBoxes] : [weight];
}

/** Status ids follow the seeded invoice statuses (1-based, flow order). */
const presentInvoiceStatus = (key: string): Coded<InvoiceStatus> => ({
  id: INVOICE_STATUS_KEYS.indexOf(key as InvoiceStatusKey) + 1,
  referenceKey: key as InvoiceStatusKey,
  name: text(`reference.statuses.invoice.${key}`),
});

/** Service-fee invoices: draft, edit and delete while DRAFT_FOR_INVOICE, confirm once (CONFIRM_FOR_INVOICE). */
export function createInvoicesService({ repo, rates, stores }: InvoicesDeps) {
  /** The store's invoice: another store's id gives 403, an unknown invoice 404, and never data. */
  async function owned(actor: Actor, storeId: string, invoiceId: string): Promise<InvoiceRecord> {
    await stores.assertOwner(actor, storeId);
    const invoice = await repo.find(storeId, invoiceId);
    if (!invoice) throw new AppError('INVOICE_NOT_FOUND');
    return invoice;
  }

  const notEditable = (invoice: InvoiceRecord) =>
    new AppError('INVOICE_NOT_EDITABLE', { invoiceNumber: invoice.invoiceNumber, status: invoice.statusKey });

  /**
   * Every option's weight rates, read BEFORE the transaction: PGlite has a single connection, so a read
   * through the pool while a transaction holds it would wait forever (PostgreSQL's pool hides that).
   */
  async function loadRates() {
    const ids = Object.values(DELIVERY_OPTION_IDS);
    return new Map<string, Awaited<ReturnType<typeof rates.listRates>>>(
      await Promise.all(ids.map(async (id) => [id, await rates.listRates(id)] as const)),
    );
  }

  /**
   * Checks the chosen orders and prices each from its delivery option's weight rates (shared parcel-rules):
   * the store's paid orders on no other invoice, each with a fee for its weight. Runs in the transaction.
   */
  async function priceLines(
    tx: Executor,
    storeId: string,
    input: InvoiceInput,
    rateTable: Awaited<ReturnType<typeof loadRates>>,
    invoiceId?: string,
  ) {
    const entries = [...new Map(input.orders.map((o) => [o.orderId, o])).values()];
    const ids = entries.map((e) => e.orderId);
    const found = new Map((await repo.billableOrders(tx, storeId, ids, invoiceId)).map((o) => [o.id, o]));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      throw new AppError('INVOICE_ORDERS_UNAVAILABLE', { orders: await describeStoreOrders(tx, storeId, missing) });
    }
    const issues: FieldIssue[] = [];
    const lines = [];
    const parcels = await repo.parcelWeights(tx, storeId, ids);
    for (const [index, entry] of entries.entries()) {
      const order = found.get(entry.orderId)!;
      const path = `orders.${input.orders.indexOf(entry)}.weight`;
      // The schema holds every weight to the parcel limit; the order's own service may take less (registered 2 kg).
      const maximum = maxGramsOf(order.deliveryOptionId);
      if (entry.weight > maximum) {
        issues.push({ path, key: 'mailing.weightTooHigh', params: { maximum } });
        continue;
      }
      const cost = priceOfBoxes(rateTable.get(order.deliveryOptionId) ?? [], billedBoxes(entry.weight, parcels.get(order.id)));
      if (cost === undefined) {
        issues.push({ path, key: 'invoice.priceNotFound' });
        continue;
      }
      lines.push({
        orderId: order.id,
        deliveryOptionId: order.deliveryOptionId,
        weightGrams: entry.weight,
        serviceCostSatang: cost,
        sortOrder: index,
      });
    }
    if (issues.length) throw new AppError('VALIDATION_FAILED', undefined, issues);
    return { lines, total: lines.reduce((sum, l) => sum + l.serviceCostSatang, 0) };
  }

  /** An order billed by a concurrent request first: the unique index refused it; name the store's orders. */
  const guardRace = <T>(storeId: string, run: () => Promise<T>, input: InvoiceInput): Promise<T> =>
    refusingTakenOrders(
      repo.db,
      'INVOICE_ORDERS_UNAVAILABLE',
      storeId,
      input.orders.map((o) => o.orderId),
      run,
    );

  async function detail(invoice: InvoiceRecord): Promise<Coded<Invoice>> {
    const rows = await repo.lines(invoice.id);
    const presented = rows.map(({ line, order }) => ({
      orderId: order.id,
      name: order.name,
      barcode: order.barcode,
      recipientName: order.recipientName,
      totalQty: order.totalQty,
      totalPrice: order.totalPriceSatang,
      storeDeliveryOption: { deliveryOptionId: line.deliveryOptionId, name: deliveryName(line.deliveryOptionId) },
      serviceName: deliveryName(line.deliveryOptionId),
      weight: line.weightGrams,
      serviceCost: line.serviceCostSatang,
    }));
    return {
      id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      status: presentInvoiceStatus(invoice.statusKey),
      isEditable: isInvoiceEditable(invoice.statusKey),
      createdDate: invoice.createdAt.toISOString(),
      orders: presented,
      totals: {
        weight: presented.reduce((sum, o) => sum + o.weight, 0),
        cost: presented.reduce((sum, o) => sum + o.serviceCost, 0),
      },
    };
  }

  return {
    async list(actor: Actor, storeId: string, query: InvoiceListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.list(storeId, query.searchString, query.page, query.size);
      return {
        contents: rows.map((r) => ({
          id: r.invoice.id,
          invoiceNumber: r.invoice.invoiceNumber,
          orderCount: r.orderCount,
          totalPrice: r.invoice.totalPriceSatang,
          status: presentInvoiceStatus(r.invoice.statusKey),
          isEditable: isInvoiceEditable(r.invoice.statusKey),
          createdDate: r.invoice.createdAt.toISOString(),
        })),
        paging,
      };
    },

    async availableForInvoice(actor: Actor, storeId: string, query: ListQuery) {
      await stores.assertOwner(actor, storeId);
      const { contents: rows, paging } = await repo.listAvailableOrders(storeId, query.searchString, query.page, query.size);
      return {
        contents: rows.map((o) => ({
          ...presentOrderChoice(o),
          weight: o.weightGrams,
          serviceCost: o.serviceCostSatang,
        })),
        paging,
      };
    },

    async get(actor: Actor, storeId: string, invoiceId: string): Promise<Coded<Invoice>> {
      return detail(await owned(actor, storeId, invoiceId));
    },

    /** A new draft with the next INV number; every order must be billable or nothing is created. */
    async create(actor: Actor, storeId: string, input: InvoiceInput): Promise<Coded<Invoice>> {
      await stores.assertOwner(actor, storeId);
      const rateTable = await loadRates();
      const invoice = await guardRace(
        storeId,
        () =>
          repo.transaction(async (tx) => {
            const { lines, total } = await priceLines(tx, storeId, input, rateTable);
            const invoiceNumber = formatInvoiceNumber(await nextDocumentSerial(tx, storeId, 'invoice'));
            const created = await repo.insert(tx, { storeId, invoiceNumber, totalPriceSatang: total });
            await repo.replaceLines(tx, created.id, lines);
            return created;
          }),
        input,
      );
      return detail(invoice);
    },

    /** Replaces a draft's orders and weights (the fees are priced again); a confirmed invoice is refused. */
    async update(actor: Actor, storeId: string, invoiceId: string, input: InvoiceInput): Promise<Coded<Invoice>> {
      const invoice = await owned(actor, storeId, invoiceId);
      if (!isInvoiceEditable(invoice.statusKey)) throw notEditable(invoice);
      const rateTable = await loadRates();
      const saved = await guardRace(
        storeId,
        () =>
          repo.transaction(async (tx) => {
            // Lock the draft first, so a concurrent confirm waits for this save (or this save sees it confirmed).
            if (!(await repo.lockDraft(tx, invoice.id))) throw notEditable({ ...invoice, statusKey: 'CONFIRM_FOR_INVOICE' });
            const { lines, total } = await priceLines(tx, storeId, input, rateTable, invoice.id);
            await repo.replaceLines(tx, invoice.id, lines);
            return (await repo.lockDraft(tx, invoice.id, { totalPriceSatang: total }))!;
          }),
        input,
      );
      return detail(saved);
    },

    /** DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE, once; the web saves (PUT) first, then confirms. */
    async confirm(actor: Actor, storeId: string, invoiceId: string): Promise<Coded<Invoice>> {
      const invoice = await owned(actor, storeId, invoiceId);
      if (!isInvoiceEditable(invoice.statusKey)) throw notEditable(invoice);
      const confirmed = await repo.transaction(async (tx) => {
        const row = await repo.lockDraft(tx, invoice.id, { statusKey: 'CONFIRM_FOR_INVOICE' });
        if (!row) throw notEditable({ ...invoice, statusKey: 'CONFIRM_FOR_INVOICE' });
        return row;
      });
      return detail(confirmed);
    },

    /** Deletes a draft; its orders become available for another invoice. */
    async delete(actor: Actor, storeId: string, invoiceId: string): Promise<void> {
      const invoice = await owned(actor, storeId, invoiceId);
      if (!isInvoiceEditable(invoice.statusKey)) throw notEditable(invoice);
      const deleted = await repo.transaction((tx) => repo.deleteDraft(tx, invoice.id));
      if (!deleted) throw notEditable({ ...invoice, statusKey: 'CONFIRM_FOR_INVOICE' });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
