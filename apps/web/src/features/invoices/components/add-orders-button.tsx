import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { wizardPaths } from '../wizard/wizard-paths';

/** "Add orders": back to the choose step of the same invoice (spec 1 "Invoice wizard"). */
export function AddOrdersButton({ invoiceId }: { invoiceId: string | null }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={wizardPaths.choose(invoiceId)} variant="light" icon={<PlusIcon size={16} />} testId="add-orders">
      {t('invoiceUi:manage.addOrders')}
    </LinkButton>
  );
}
