import { Button, Group } from '@mantine/core';
import type { ShippingList } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { CardIcon, CheckIcon, DownloadIcon, TrashIcon, TruckIcon } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { confirmDelete } from '../../../components/row-actions';
import { useShippingListActions } from './use-shipping-list-actions';

interface ManageActionsProps {
  storeId: string;
  list: ShippingList | null;
  editable: boolean;
  saving: boolean;
  onSaveDraft: () => void;
  onConfirm: () => void;
}

/**
 * The manage screen's buttons: save draft and confirm while editable; print always (once saved); pay, book a
 * pick-up and delete as the server's `actions` say. Once handed over (SentPos) the server offers print only.
 */
export function ShippingListManageActions({ storeId, list, editable, saving, onSaveDraft, onConfirm }: ManageActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useShippingListActions(storeId);
  const can = list?.actions;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        {list && can?.canPrint ? (
          <Button variant="light" leftSection={<DownloadIcon size={16} />} onClick={() => actions.print(list.id)} data-testid="print">
            {t('shippingListUi:actions.print')}
          </Button>
        ) : null}
        {list && can?.canDelete ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<TrashIcon size={16} />}
            onClick={() => confirmDelete(actions.deleteOptions(list, () => navigate(paths.shippingLists)))}
            data-testid="delete"
          >
            {t('shippingListUi:actions.delete')}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm">
        {editable ? (
          <>
            <Button variant="default" onClick={onSaveDraft} loading={saving} data-testid="save-draft">
              {t('shippingListUi:manage.saveDraft')}
            </Button>
            <Button leftSection={<CheckIcon size={16} />} onClick={onConfirm} loading={saving} data-testid="confirm">
              {t('shippingListUi:manage.confirm')}
            </Button>
          </>
        ) : null}
        {list && can?.canPay ? (
          <Button
            leftSection={<CardIcon size={16} />}
            onClick={() => actions.pay(list.id)}
            loading={actions.payingId === list.id}
            data-testid="pay"
          >
            {t('shippingListUi:actions.pay')}
          </Button>
        ) : null}
        {list && can?.canBookPickUp ? (
          <LinkButton to={paths.shippingListPostJob(list.id)} color="teal" icon={<TruckIcon size={16} />} testId="book-pick-up">
            {t('shippingListUi:actions.bookPickUp')}
          </LinkButton>
        ) : null}
      </Group>
    </Group>
  );
}
