import { useTranslation } from 'react-i18next';
import { ListIcon, TrashIcon } from '../../../components/icons';
import { RowActions } from '../../../components/row-actions';
import type { WizardOrder } from '../wizard/invoice-wizard-store';

/** Details (the order-detail modal) and, on the chosen-orders step, remove from the invoice. */
export function ChosenOrderActions({
  order,
  onDetails,
  onRemove,
}: {
  order: WizardOrder;
  onDetails: (orderId: string) => void;
  onRemove?: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <RowActions
      subject={order.name}
      actions={[
        {
          label: t('invoiceUi:actions.details'),
          icon: <ListIcon size={18} />,
          onClick: () => onDetails(order.orderId),
          testId: 'order-details',
        },
        {
          label: t('invoiceUi:actions.remove'),
          icon: <TrashIcon size={18} />,
          color: 'red',
          onClick: () => onRemove?.(order.orderId),
          hidden: !onRemove,
          testId: 'remove-order',
        },
      ]}
    />
  );
}
