import { codAmountOf } from '@songdee/shared/cod/cod-rules';
import { partsOf } from '@songdee/shared/common/address.schema';
import type { ShipAddressInput } from '@songdee/shared/order/order.schema';
import { formatOrderName, orderTotals } from '@songdee/shared/order/order-rules';
import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import type { Executor } from '../../db/client';
import { AppError, type FieldIssue } from '../../lib/app-error';
import type { CatalogRepository } from '../catalog/catalog.repository';
import type { GeoLookup } from '../geo/geo-lookup.repository';
import type { StoresRepository } from '../stores/stores.repository';
import type { OrderInsert, OrderItemValues, OrderRow, OrdersRepository } from './orders.repository';

export interface PricingDeps {
  catalog: Pick<CatalogRepository, 'findStoreProducts'>;
  stores: Pick<StoresRepository, 'listStoreOptions'>;
}

/**
 * Prices lines from the store's own products (never from the client) and the fee from the store's
 * chosen delivery option. `keepPrices` keeps the price already on an order for products it holds,
 * so a merchant's edit does not reprice what the buyer agreed to.
 */
export async function priceOrder(
  deps: PricingDeps,
  storeId: string,
  items: Array<{ productId: string; quantity: number; discount?: number }>,
  deliveryOptionId: string,
  keepPrices: Map<string, { name: string; priceSatang: number }> = new Map(),
) {
  const [found, options] = await Promise.all([
    deps.catalog.findStoreProducts(
      storeId,
      items.map((i) => i.productId),
    ),
    deps.stores.listStoreOptions(storeId),
  ]);
  const byId = new Map(found.map((p) => [p.id, p]));
  const issues: FieldIssue[] = [];
  const lines: OrderItemValues[] = [];
  items.forEach((item, i) => {
    const product = keepPrices.get(item.productId) ?? byId.get(item.productId);
    if (!product) {
      issues.push({ path: `items.${i}.productId`, key: 'order.productNotFound' });
      return;
    }
    const discount = item.discount ?? 0;
    if (discount > product.priceSatang * item.quantity) issues.push({ path: `items.${i}.discount`, key: 'validation.invalid' });
    lines.push({
      productId: item.productId,
      name: product.name,
      priceSatang: product.priceSatang,
      quantity: item.quantity,
      discountSatang: discount,
    });
  });
  const option = options.find((o) => o.deliveryOptionId === deliveryOptionId && !isHiddenDeliveryOption(o.deliveryOptionId));
  if (!option) issues.push({ path: 'deliveryOptionId', key: 'errors.DELIVERY_OPTION_NOT_OFFERED' });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', undefined, issues);
  const totals = orderTotals(
    lines.map((l) => ({ price: l.priceSatang, quantity: l.quantity, discount: l.discountSatang ?? 0 })),
    option?.feeSatang ?? 0,
  );
  return { lines, totals, deliveryFeeSatang: option?.feeSatang ?? 0, option };
}

/**
 * The COD columns of an order: none when paid ahead; else the fee (the store's for the option unless `keptFee`) and
 * the amount the post office collects (grand total plus fee). Refused at the field when the store does not offer COD
 * with the option, or when the amount is out of the range one COD parcel may collect.
 */
export function codValues(
  cashOnDelivery: boolean,
  option: { codEnabled: boolean; codFeeSatang: number } | undefined,
  grandTotal: number,
  keptFee?: number | null,
) {
  if (!cashOnDelivery) return { codFeeSatang: null, codAmountSatang: null };
  if (!option?.codEnabled) throw new AppError('COD_NOT_OFFERED', undefined, [{ path: 'cashOnDelivery', key: 'errors.COD_NOT_OFFERED' }]);
  const codFeeSatang = keptFee ?? option.codFeeSatang;
  const codAmountSatang = codAmountOf(grandTotal, codFeeSatang);
  if (codAmountSatang === null)
    throw new AppError('COD_AMOUNT_OUT_OF_RANGE', undefined, [{ path: 'cashOnDelivery', key: 'errors.COD_AMOUNT_OUT_OF_RANGE' }]);
  return { codFeeSatang, codAmountSatang };
}

/** The total columns of an order from priceOrder's totals. */
export const totalsValues = (totals: { totalPrice: number; totalDiscount: number; totalQty: number }) => ({
  totalPriceSatang: totals.totalPrice,
  totalDiscountSatang: totals.totalDiscount,
  totalQty: totals.totalQty,
});

/**
 * Inserts a new order under the next readable name of the store's Bangkok day (SD-YYMMDD-0001, one counter for
 * checkout and the seller's own orders); `within` runs in the same transaction (the buyer's new-order notice).
 */
function insertNamedOrder(
  repo: Pick<OrdersRepository, 'transaction' | 'nextOrderSerial' | 'insertOrder'>,
  values: Omit<OrderInsert, 'name'>,
  lines: OrderItemValues[],
  within?: (tx: Executor, row: OrderRow) => Promise<unknown>,
): Promise<OrderRow> {
  const day = bangkokDay();
  return repo.transaction(async (tx) => {
    const serial = await repo.nextOrderSerial(tx, values.storeId, day.iso);
    const row = await repo.insertOrder(tx, { ...values, name: formatOrderName(day.short, serial) }, lines);
    await within?.(tx, row);
    return row;
  });
}

/** What placing an order needs: the orders, the store's products and delivery options, and the address check. */
export interface OrderPlacingDeps {
  repo: OrdersRepository;
  catalog: Pick<CatalogRepository, 'findStoreProducts'>;
  storesRepo: Pick<StoresRepository, 'listStoreOptions'>;
  geo: GeoLookup;
}

/**
 * A new order as checkout and the seller's own order both make it: the receiver's address checked, the lines and
 * the delivery fee priced by the server, then the order inserted under the store's next name (`within` in the same
 * transaction).
 */
export async function placeOrder(
  deps: OrderPlacingDeps,
  order: { storeId: string; userId: string; statusKey: string; confirmPayment?: boolean },
  input: {
    items: Array<{ productId: string; quantity: number; discount?: number }>;
    deliveryOptionId: string;
    shipAddress: ShipAddressInput;
    cashOnDelivery?: boolean;
  },
  within?: (tx: Executor, row: OrderRow) => Promise<unknown>,
): Promise<OrderRow> {
  await assertReceiver(deps, order.storeId, input.shipAddress);
  const pricing = { catalog: deps.catalog, stores: deps.storesRepo };
  const priced = await priceOrder(pricing, order.storeId, input.items, input.deliveryOptionId);
  const cod = codValues(input.cashOnDelivery ?? false, priced.option, priced.totals.grandTotal);
  const values = {
    ...order,
    ...cod,
    deliveryOptionId: input.deliveryOptionId,
    deliveryFeeSatang: priced.deliveryFeeSatang,
    ...totalsValues(priced.totals),
    ...addressValues(input.shipAddress),
  };
  return insertNamedOrder(deps.repo, values, priced.lines, within);
}

/**
 * The receiver of a new or edited order: its typed address checked, and the saved recipient it was picked from (if
 * any) one of the store's own, never another store's.
 */
export async function assertReceiver(deps: Pick<OrderPlacingDeps, 'geo' | 'repo'>, storeId: string, shipAddress: ShipAddressInput) {
  await deps.geo.assertAddress(shipAddress, 'shipAddress.');
  if (shipAddress.shipAddressId && !(await deps.repo.isStoreRecipient(storeId, shipAddress.shipAddressId))) {
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'shipAddress.shipAddressId', key: 'validation.invalid' }]);
  }
}

/** The address columns of an order from the receiver form. */
export const addressValues = (a: ShipAddressInput) => ({
  shipAddressId: a.shipAddressId ?? null,
  recipientName: a.fullName,
  recipientPhone: a.phone,
  ...partsOf(a),
  postcode: a.postcode,
});

/** Today in Asia/Bangkok as YYMMDD and as an ISO date (the order name's day). */
export function bangkokDay(now = new Date()) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { iso, short: iso.slice(2).replaceAll('-', '') };
}
