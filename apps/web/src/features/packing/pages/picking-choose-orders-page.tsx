import { Button } from '@mantine/core';
import { PICKING_MAX_PAGE_SIZE } from '@songdee/shared/packing/packing.schema';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { PageFrame } from '../../../components/layout/page-frame';
import { notifyApiError } from '../../../lib/notify';
import { useSellerStore } from '../../../lib/seller-store';
import { useCreatePackingList } from '../api/use-packing';
import { PickingOrderChooser } from '../components/picking-order-chooser';
import { useOrderSelection } from '../components/picking-selection';

/**
 * /stores/{uri}/picking-chooseOrders (spec 1 "Picking"): every order waiting to be packed at once (page size
 * 1,000,000), search by order code, select all, detail; "next" needs one order, creates the list (COUNTING)
 * and goes on to pick item.
 */
export function PickingChooseOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const selection = useOrderSelection();
  const create = useCreatePackingList(storeId);

  const next = () => {
    if (!selection.attempt()) return;
    create.mutate(selection.ids, {
      onSuccess: (list) => list && navigate(paths.storePickItem(storeUri, list.id)),
      onError: notifyApiError,
    });
  };

  return (
    <PageFrame
      title={t('pickingUi:choose.title')}
      description={t('pickingUi:choose.description')}
      crumbs={[{ label: t('pickingUi:choose.crumb') }]}
      actions={
        <Button variant="default" onClick={() => navigate(paths.storePackingPending(storeUri))} data-testid="to-packing-lists">
          {t('pickingUi:lists.title')}
        </Button>
      }
    >
      <PickingOrderChooser
        storeId={storeId}
        pageSize={PICKING_MAX_PAGE_SIZE}
        selection={selection}
        actions={
          <Button onClick={next} loading={create.isPending} data-testid="picking-next">
            {t('pickingUi:choose.next')}
          </Button>
        }
      />
    </PageFrame>
  );
}
