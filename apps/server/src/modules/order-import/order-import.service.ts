import { partsOf } from '@songdee/shared/common/address.schema';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import { COD_START_STATUS, orderTotals, sellerOrderStartStatus } from '@songdee/shared/order/order-rules';
import type {
  OrderImportPreviewInput,
  OrderImportPreviewRow,
  OrderImportResult,
  OrderImportSaveInput,
  OrderImportUpload,
} from '@songdee/shared/order-import/order-import.schema';
import { ORDER_IMPORT_FIELD_KEYS } from '@songdee/shared/order-import/order-import.schema';
import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { sheetFormatOf } from '../../lib/excel/order-sheet';
import { type SheetPool, sharedSheetPool } from '../../lib/excel/sheet-pool';
import type { Actor } from '../auth/actor';
import type { AddressParseService } from '../geo/address-parse.service';
import { bangkokDay } from '../orders/order-pricing';
import type { StoresRepository } from '../stores/stores.repository';
import type { StoresService } from '../stores/stores.service';
import type { ImportedOrder, OrderImportRepository } from './order-import.repository';
import { type CheckedRow, cellsOf, checkCod, checkRow, markRepeatedIds, type ProductChoice, productKey } from './order-import-rows';

/** Rows checked between two turns of the event loop: reading 10,000 addresses must not hold every other request. */
const ROWS_PER_TURN = 250;
/** Row problems a refused save lists (the preview lists them all). */
const MAX_SAVE_ISSUES = 200;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A checked row and whether its order number was imported before. */
interface RowState extends CheckedRow {
  skipped: boolean;
}

export interface OrderImportDeps {
  repo: OrderImportRepository;
  stores: StoresService;
  storesRepo: Pick<StoresRepository, 'listStoreOptions'>;
  addresses: AddressParseService;
  sheets?: SheetPool;
}

export function createOrderImportService({ repo, stores, storesRepo, addresses, sheets = sharedSheetPool() }: OrderImportDeps) {
  /** Every row of the upload read through the mapping and checked, the fee of the chosen service, and the repeats. */
  async function checkUpload(storeId: string, input: OrderImportPreviewInput) {
    const upload = await repo.findUpload(storeId, input.uploadId);
    if (!upload) throw new AppError('ORDER_IMPORT_NOT_FOUND');
    const options = await storesRepo.listStoreOptions(storeId);
    const option = options.find((o) => o.deliveryOptionId === input.deliveryOptionId && !isHiddenDeliveryOption(o.deliveryOptionId));
    if (!option)
      throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'deliveryOptionId', key: 'errors.DELIVERY_OPTION_NOT_OFFERED' }]);
    const cells = cellsOf(upload.headers, upload.rows, input.columns);
    const products = new Map<string, ProductChoice>();
    for (const p of await repo.storeProducts(storeId)) if (!products.has(productKey(p.name))) products.set(productKey(p.name), p);
    const checked: CheckedRow[] = [];
    for (const [i, row] of cells.entries()) {
      if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
      const r = await checkRow(i + 2, row, products, (text) => addresses.parse(text));
      checkCod(r, option);
      checked.push(r);
    }
    markRepeatedIds(checked);
    const imported = await repo.importedIds(storeId, checked.map((r) => r.cells.externalOrderId.trim()).filter(Boolean));
    const rows: RowState[] = checked.map((r) => ({ ...r, skipped: imported.has(r.cells.externalOrderId.trim()) }));
    return { rows, feeSatang: option.feeSatang, codFeeSatang: option.codFeeSatang };
  }

  return {
    /** Reads an uploaded sheet on a worker thread and keeps its rows for the preview and the save. */
    async upload(actor: Actor, storeId: string, fileName: string, content: Buffer): Promise<OrderImportUpload> {
      await stores.assertOwner(actor, storeId);
      const format = sheetFormatOf(fileName, content);
      if (!format) throw new AppError('INVALID_FILE_TYPE');
      const { headers, rows } = await sheets.readOrders(content, format);
      if (rows.length === 0) throw new AppError('IMPORT_EMPTY');
      const uploadId = await repo.insertUpload(storeId, fileName.slice(0, 200), headers, rows);
      const present = new Set(headers.map((h) => h.trim().toLowerCase()));
      const fits = (await repo.listMappings(storeId)).find((m) =>
        Object.values(m.columns).every((h) => present.has(h.trim().toLowerCase())),
      );
      return { uploadId, fileName, headers, rowCount: rows.length, mappingId: fits?.id ?? null };
    },

    async mappings(actor: Actor, storeId: string) {
      await stores.assertOwner(actor, storeId);
      return repo.listMappings(storeId);
    },

    /** Every row as it would be saved, with its problems; nothing is written. */
    async preview(actor: Actor, storeId: string, input: OrderImportPreviewInput): Promise<PreviewOf> {
      await stores.assertOwner(actor, storeId);
      const { rows } = await checkUpload(storeId, input);
      return { rows: rows.map(previewRow) };
    },

    /**
     * Saves every row in one transaction, or none when any row has a problem; rows imported before (or by another
     * import meanwhile: the unique index decides) are skipped and listed. The mapping is saved with them when named.
     */
    async save(actor: Actor, storeId: string, input: OrderImportSaveInput): Promise<OrderImportResult> {
      const store = await stores.assertOwner(actor, storeId);
      const { rows, feeSatang, codFeeSatang } = await checkUpload(storeId, input);
      const issues: FieldIssue[] = rows
        .filter((r) => !r.skipped)
        .flatMap((r) =>
          r.issues.map((issue) => ({ ...issue, path: `rows.${r.line - 2}.${issue.path}`, params: { ...issue.params, n: r.line } })),
        );
      if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues.slice(0, MAX_SAVE_ISSUES));

      const statusKey = sellerOrderStartStatus(input.paid);
      const savedAt = Date.now();
      const toSave = rows.filter((r) => !r.skipped);
      const list = toSave.map((r, i) =>
        importedOrder(r, {
          storeId,
          userId: store.ownerUserId,
          statusKey,
          paid: input.paid,
          deliveryOptionId: input.deliveryOptionId,
          feeSatang,
          codFeeSatang,
          createdAt: new Date(savedAt - i),
        }),
      );
      const columns = Object.fromEntries(ORDER_IMPORT_FIELD_KEYS.flatMap((k) => (input.columns[k] ? [[k, input.columns[k]]] : [])));
      const made = await repo.transaction(async (tx) => {
        const inserted = await repo.insertOrders(tx, storeId, bangkokDay(), list);
        if (input.mappingName) await repo.upsertMapping(tx, storeId, input.mappingName, columns);
        return inserted;
      });
      const skipped = rows
        .filter((r) => r.skipped || !made.has(r.cells.externalOrderId.trim()))
        .map((r) => ({ line: r.line, externalOrderId: r.cells.externalOrderId.trim() }));
      return { created: made.size, orderIds: [...made.values()], skipped };
    },
  };
}

type PreviewOf = { rows: PreviewRowOf[] };
/** A preview row with its problems still as keys: the route words them. */
type PreviewRowOf = Omit<OrderImportPreviewRow, 'problems'> & { problems: FieldIssue[] };

function previewRow(r: RowState): PreviewRowOf {
  const state = r.skipped ? 'skipped' : r.issues.length > 0 ? 'problem' : 'ready';
  return {
    line: r.line,
    externalOrderId: r.cells.externalOrderId.trim(),
    recipientName: r.cells.recipientName.trim(),
    phone: r.row?.phone ?? r.cells.phone.trim(),
    address: r.address && r.issues.every((i) => i.path !== 'addressText') ? composeAddressText(r.address) : r.cells.addressText.trim(),
    item: r.product?.name ?? r.cells.item.trim(),
    isProduct: r.product !== null,
    quantity: r.row?.quantity ?? 0,
    price: r.price,
    codAmount: r.codAmount ?? null,
    state,
    problems: r.skipped ? [] : r.issues,
  };
}

/** The order a checked row makes: one line, the chosen service's fee, the read address. */
function importedOrder(
  r: RowState,
  o: {
    storeId: string;
    userId: string;
    statusKey: string;
    paid: boolean;
    deliveryOptionId: string;
    feeSatang: number;
    codFeeSatang: number;
    createdAt: Date;
  },
): ImportedOrder {
  const row = r.row as NonNullable<CheckedRow['row']>;
  const a = r.address as NonNullable<CheckedRow['address']>;
  const price = r.price as number;
  const totals = orderTotals([{ price, quantity: row.quantity, discount: 0 }], o.feeSatang);
  // A cash-on-delivery order is not paid ahead: it waits for its label, and the 901 confirms its payment.
  const cod = r.codAmount ? { codFeeSatang: o.codFeeSatang, codAmountSatang: r.codAmount } : null;
  return {
    values: {
      storeId: o.storeId,
      userId: o.userId,
      statusKey: cod ? COD_START_STATUS : o.statusKey,
      confirmPayment: cod ? false : o.paid,
      ...cod,
      deliveryOptionId: o.deliveryOptionId,
      deliveryFeeSatang: o.feeSatang,
      totalPriceSatang: totals.totalPrice,
      totalDiscountSatang: totals.totalDiscount,
      totalQty: totals.totalQty,
      recipientName: row.recipientName,
      recipientPhone: row.phone,
      ...partsOf(a),
      postcode: a.postcode,
      externalOrderId: row.externalOrderId,
      createdAt: o.createdAt,
    },
    line: {
      productId: r.product?.id ?? null,
      name: r.product?.name ?? row.item,
      priceSatang: price,
      quantity: row.quantity,
      discountSatang: 0,
    },
  };
}

export type OrderImportService = ReturnType<typeof createOrderImportService>;
