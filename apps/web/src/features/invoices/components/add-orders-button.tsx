import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon } from '../../../components/icons';
import { wizardPaths } from '../wizard/wizard-paths';

/** "Add orders": back to the choose step of the same invoice (spec 1 "Invoice wizard"). */
export function AddOrdersButton({ invoiceId }: { invoiceId: string | null }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={wizardPaths.choose(invoiceId)}
      variant="light"
      leftSection={<PlusIcon size={16} />}
      data-testid="add-orders"
    >
      {t('invoiceUi:manage.addOrders')}
    </Button>
  );
}
