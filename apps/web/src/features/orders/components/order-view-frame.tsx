import { Button } from '@mantine/core';
import type { Order } from '@songdee/shared/order/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { PageLoader } from '../../../components/layout/page-loader';
import { apiErrorMessage } from '../../../lib/notify';
import { useRecordId } from '../../../lib/use-record-id';

/**
 * An order's own page, the buyer's or the seller's: its name (or the page's title while it loads), back to its list,
 * then the order once loaded. No order named (a bare `/orders/view`) goes to the list, where one is chosen, rather than
 * a page that waits forever.
 */
export function OrderViewFrame<T extends Order>(props: {
  /** The query of the order the address names (`?orderId`). */
  order: { isPending: boolean; data?: T; error: Error | null };
  list: { title: string; to: string };
  loadingTitle: string;
  /** Beside the back button. */
  actions?: ReactNode;
  /** Over the order (a payment's return). */
  before?: ReactNode;
  children: (order: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { order, list } = props;
  const named = useRecordId('orderId') !== null;
  const title = order.data?.name ?? props.loadingTitle;
  if (!named) return <Navigate to={list.to} replace />;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: list.title, to: list.to }, { label: title }]}
      actions={
        <>
          <Button component={Link} to={list.to} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
            {t('common:actions.back')}
          </Button>
          {props.actions}
        </>
      }
    >
      {props.before}
      {order.isPending ? <PageLoader /> : order.data ? props.children(order.data) : <EmptyState text={apiErrorMessage(order.error)} />}
    </PageFrame>
  );
}
