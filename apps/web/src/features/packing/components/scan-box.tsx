import { useTranslation } from 'react-i18next';
import type { PackingList } from '../api/packing-api';
import type { CountForm } from './count-form';
import { ScanField } from './scan-field';
import { scanItem } from './scan-rules';

/**
 * Counting by scanning on pick item: a counted scan adds one to its item's input; a refused one (not in the list, or
 * one more than was ordered) changes nothing.
 */
export function ScanBox({ orders, form }: { orders: PackingList['orders']; form: CountForm }) {
  const { t } = useTranslation();
  const hasBarcodes = orders.some((o) => o.orderItems.some((i) => i.barcode !== null));
  const onScan = (code: string) => {
    const result = scanItem(orders, form.draft, code);
    if (result.kind === 'counted') {
      form.setCount(result.orderItemId, String(result.count));
      const { name, orderName: order, count, quantity } = result;
      return { ok: true, message: t('pickingUi:scan.counted', { name, order, count, quantity }) };
    }
    if (result.kind === 'tooMany')
      return { ok: false, message: t('pickingUi:scan.tooMany', { name: result.name, quantity: result.quantity }) };
    return { ok: false, message: t('pickingUi:scan.notInList', { code: result.code }) };
  };
  return (
    <ScanField
      label={t('pickingUi:scan.label')}
      hint={hasBarcodes ? t('pickingUi:scan.hint') : t('pickingUi:scan.noBarcodes')}
      placeholder={t('pickingUi:scan.placeholder')}
      onScan={onScan}
      testId="scan-box"
    />
  );
}
