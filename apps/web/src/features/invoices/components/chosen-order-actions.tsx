import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListIcon, TrashIcon } from '../../../components/icons';
import type { WizardOrder } from '../wizard/invoice-wizard-store';
import { TipAction } from './tip-action';

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
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <TipAction
        label={t('invoiceUi:actions.details')}
        subject={order.name}
        icon={<ListIcon size={18} />}
        onClick={() => onDetails(order.orderId)}
        testId="order-details"
      />
      {onRemove ? (
        <TipAction
          label={t('invoiceUi:actions.remove')}
          subject={order.name}
          icon={<TrashIcon size={18} />}
          color="red"
          onClick={() => onRemove(order.orderId)}
          testId="remove-order"
        />
      ) : null}
    </Group>
  );
}
