import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import type { PackingList } from '../api/packing-api';
import type { Pack } from './pack-rules';
import { ScanField } from './scan-field';

/** The list's box whose printed label carries `code` (an S10 barcode, read in any case), with its order. */
function boxOfLabel(orders: PackingList['orders'], code: string) {
  const barcode = code.trim().toUpperCase();
  for (const order of orders) {
    const box = order.packs.find((p) => p.barcode === barcode);
    if (box) return { order, box };
  }
  return undefined;
}

/**
 * Before the hand-over list, the seller scans each printed label on its parcel: the screen says which box of which
 * order it is and marks the box checked, and refuses a label of another list, which must not be handed over with
 * these parcels.
 */
export function LabelScan({
  orders,
  checked,
  onChecked,
}: {
  orders: PackingList['orders'];
  checked: ReadonlySet<string>;
  onChecked: (boxId: string) => void;
}) {
  const { t } = useTranslation();
  const total = orders.reduce((n, o) => n + o.packs.filter((p) => p.barcode).length, 0);
  const onScan = (code: string) => {
    const found = boxOfLabel(orders, code);
    if (!found) return { ok: false, message: t('packingUi:labelScan.notInList', { code: code.trim().toUpperCase() }) };
    onChecked(found.box.id);
    const done = checked.has(found.box.id) ? checked.size : checked.size + 1;
    const params = { barcode: found.box.barcode, no: found.box.boxNo, order: found.order.name, checked: done, total };
    return { ok: true, message: t('packingUi:labelScan.checked', params) };
  };
  return (
    <ScanField
      label={t('packingUi:labelScan.label')}
      hint={t('packingUi:labelScan.hint', { checked: checked.size, total })}
      placeholder={t('pickingUi:scan.placeholder')}
      onScan={onScan}
      testId="label-scan"
    />
  );
}

/** The mark of a box whose label was scanned on this screen. */
export function LabelCheckedBadge({ box, checked }: { box: Pack; checked: ReadonlySet<string> }) {
  const { t } = useTranslation();
  if (!checked.has(box.id)) return null;
  return (
    <Badge size="sm" color="teal" variant="filled" tt="none" leftSection={<CheckIcon size={12} />} data-testid="label-checked">
      {t('packingUi:labelScan.badge')}
    </Badge>
  );
}
