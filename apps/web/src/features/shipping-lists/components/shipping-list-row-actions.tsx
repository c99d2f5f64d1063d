import { Loader } from '@mantine/core';
import type { ShippingListSummary } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { CardIcon, DownloadIcon, TruckIcon } from '../../../components/icons';
import { deleteAction, RowActions, viewAction } from '../../../components/row-actions';
import type { useShippingListActions } from './use-shipping-list-actions';

/** A list row's actions, each shown only when the server's `actions` allow it (print always). */
export function ShippingListRowActions({
  list,
  actions,
}: {
  list: ShippingListSummary;
  actions: ReturnType<typeof useShippingListActions>;
}) {
  const { t } = useTranslation();
  const can = list.actions;
  return (
    <RowActions
      subject={list.code}
      actions={[
        viewAction(t('shippingListUi:actions.open'), { to: paths.shippingListManage(list.id), testId: 'open-shipping-list' }),
        {
          label: t('shippingListUi:actions.print'),
          icon: <DownloadIcon size={18} />,
          onClick: () => actions.print(list.id),
          hidden: !can.canPrint,
          testId: 'print-shipping-list',
        },
        {
          label: t('shippingListUi:actions.pay'),
          icon: actions.payingId === list.id ? <Loader size={16} /> : <CardIcon size={18} />,
          color: 'postBlue',
          onClick: () => actions.pay(list.id),
          hidden: !can.canPay,
          testId: 'pay-shipping-list',
        },
        {
          label: t('shippingListUi:actions.bookPickUp'),
          icon: <TruckIcon size={18} />,
          color: 'teal',
          to: paths.shippingListPostJob(list.id),
          hidden: !can.canBookPickUp,
          testId: 'book-pick-up',
        },
        deleteAction({ ...actions.deleteOptions(list), hidden: !can.canDelete, testId: 'delete-shipping-list' }),
      ]}
    />
  );
}
