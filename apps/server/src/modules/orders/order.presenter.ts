import { composeAddressText } from '@songdee/shared/geo/address-text';
import type { Order, OrderSummary } from '@songdee/shared/order/order.schema';
import {
  canConfirmPayment,
  canMakeLabel,
  isBuyerEditable,
  isSellerEditable,
  orderTotals,
  showsSlipLink,
} from '@songdee/shared/order/order-rules';
import { ORDER_STATUS_KEYS } from '@songdee/shared/reference/status-keys';
import { type Coded, deliveryName, text } from '../../lib/text';
import type { OrderListRow, OrdersRepository } from './orders.repository';

export type Viewer = 'buyer' | 'seller';
type FoundOrder = NonNullable<Awaited<ReturnType<OrdersRepository['find']>>>;

/** Status ids follow the seeded order statuses (1-based, spec order; db/seed/reference-data.ts). */
const presentStatus = (key: string) => ({
  id: ORDER_STATUS_KEYS.indexOf(key as (typeof ORDER_STATUS_KEYS)[number]) + 1,
  referenceKey: key,
  name: text(`reference.statuses.order.${key}`),
});

export const statusName = (key: string) => text(`reference.statuses.order.${key}`);

export function presentSummary(row: OrderListRow, viewer: Viewer): Coded<OrderSummary> {
  const hasSlip = row.paySlipPath !== null;
  return {
    id: row.id,
    name: row.name,
    storeId: row.storeId,
    storeUri: row.storeUri,
    storeName: row.storeName,
    createdDate: row.createdAt.toISOString(),
    status: presentStatus(row.statusKey),
    totalQty: row.totalQty,
    totalPrice: row.totalPriceSatang,
    discount: row.totalDiscountSatang,
    deliveryFee: row.deliveryFeeSatang,
    grandTotal: row.totalPriceSatang + row.deliveryFeeSatang,
    recipientName: row.recipientName,
    storeDeliveryOption: {
      deliveryOptionId: row.deliveryOptionId,
      name: deliveryName(row.deliveryOptionId),
      fee: row.deliveryFeeSatang,
    },
    barcode: row.barcode,
    confirmPayment: row.confirmPayment,
    paySlipPath: row.paySlipPath,
    // A COD order has nothing for the buyer to pay ahead (no slip, no card).
    isEditable: viewer === 'buyer' ? isBuyerEditable(row.statusKey) && row.codAmountSatang === null : isSellerEditable(row.statusKey),
    canMakeLabel: viewer === 'seller' && canMakeLabel(row.statusKey),
    showSlipLink: showsSlipLink(row.statusKey, hasSlip),
    canConfirmPayment: viewer === 'seller' && canConfirmPayment(row.statusKey) && row.codAmountSatang === null,
    cashOnDelivery: row.codAmountSatang === null ? null : { fee: row.codFeeSatang ?? 0, amount: row.codAmountSatang },
  };
}

export function presentOrder(found: FoundOrder, viewer: Viewer): Coded<Order> {
  const o = found.order;
  const summary = presentSummary({ ...o, storeUri: found.storeUri, storeName: found.storeName }, viewer);
  const lines = found.items.map((i) => ({ price: i.priceSatang, quantity: i.quantity, discount: i.discountSatang }));
  const totals = orderTotals(lines, o.deliveryFeeSatang);
  const names = { provinceName: found.provinceName, borderName: found.borderName, districtName: found.districtName };
  return {
    ...summary,
    totalPrice: totals.totalPrice,
    orderItems: found.items.map((i) => ({
      productId: i.productId,
      name: i.name,
      price: i.priceSatang,
      quantity: i.quantity,
      discount: i.discountSatang,
      packedQuantity: i.packedQuantity,
      total: i.priceSatang * i.quantity - i.discountSatang,
    })),
    shipAddress: {
      fullName: o.recipientName,
      phone: o.recipientPhone,
      homeAddress: o.homeAddress,
      village: o.village,
      building: o.building,
      floor: o.floor,
      swine: o.swine,
      alley: o.alley,
      street: o.street,
      provinceId: o.provinceId,
      borderId: o.borderId,
      districtId: o.districtId,
      ...names,
      postcode: o.postcode,
      address: composeAddressText({ ...o, ...names }),
      shipAddressId: o.shipAddressId,
    },
  };
}
