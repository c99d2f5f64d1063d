import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import type { ShippingListSummary } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DownloadIcon, ListIcon, TrashIcon, TruckIcon } from '../../../components/icons';
import type { useShippingListActions } from './use-shipping-list-actions';

export function CardIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </svg>
  );
}

interface TipProps {
  label: string;
  subject: string;
  icon: ReactNode;
  color?: string;
  to?: string;
  onClick?: () => void;
  testId: string;
}

function Tip({ label, subject, icon, color = 'gray', to, onClick, testId }: TipProps) {
  const common = { variant: 'subtle', color, 'aria-label': `${label} ${subject}`, 'data-testid': testId } as const;
  return (
    <Tooltip label={label}>
      {to ? (
        <ActionIcon component={Link} to={to} {...common}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}

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
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tip
        label={t('shippingListUi:actions.open')}
        subject={list.code}
        icon={<ListIcon size={18} />}
        to={paths.shippingListManage(list.id)}
        testId="open-shipping-list"
      />
      {can.canPrint ? (
        <Tip
          label={t('shippingListUi:actions.print')}
          subject={list.code}
          icon={<DownloadIcon size={18} />}
          onClick={() => actions.print(list.id)}
          testId="print-shipping-list"
        />
      ) : null}
      {can.canPay ? (
        <Tip
          label={t('shippingListUi:actions.pay')}
          subject={list.code}
          icon={actions.payingId === list.id ? <Loader size={16} /> : <CardIcon />}
          color="postBlue"
          onClick={() => actions.pay(list.id)}
          testId="pay-shipping-list"
        />
      ) : null}
      {can.canBookPickUp ? (
        <Tip
          label={t('shippingListUi:actions.bookPickUp')}
          subject={list.code}
          icon={<TruckIcon size={18} />}
          color="teal"
          to={paths.shippingListPostJob(list.id)}
          testId="book-pick-up"
        />
      ) : null}
      {can.canDelete ? (
        <Tip
          label={t('shippingListUi:actions.delete')}
          subject={list.code}
          icon={<TrashIcon size={18} />}
          color="red"
          onClick={() => actions.askDelete(list)}
          testId="delete-shipping-list"
        />
      ) : null}
    </Group>
  );
}
