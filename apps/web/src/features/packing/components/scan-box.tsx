import { useTranslation } from 'react-i18next';
import type { PackingList } from '../api/packing-api';
import type { CountForm } from './count-form';
import { ScanField } from './scan-field';
import { scanItem, scanOutcome } from './scan-rules';

/**
 * Counting by scanning on pick item: a counted scan adds one to its item's input; a refused one (not in the list, or
 * one more than was ordered) changes nothing.
 */
export function ScanBox({ orders, form }: { orders: PackingList['orders']; form: CountForm }) {
  const { t } = useTranslation();
  const hasBarcodes = orders.some((o) => o.orderItems.some((i) => i.barcode !== null));
  const onScan = (code: string) =>
    scanOutcome(t, scanItem(orders, form.draft, code), (line, count) => {
      form.setCount(line.orderItemId, String(count));
      return t('pickingUi:scan.counted', { name: line.name, order: line.orderName, count, quantity: line.quantity });
    });
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
