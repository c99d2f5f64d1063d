import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ListIcon } from '../../../components/icons';
import { useSellerStore } from '../../../lib/seller-store';
import { CountScreen } from '../components/count-screen';

/**
 * /stores/packing-lists/manage/summary/{packingListId} (spec 1 "Summary"): products to pack vs packed, the
 * orders with their counts, and select orders (while counting), back, save draft and confirm (-> boxes).
 */
export function PackingSummaryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const { packingListId } = useParams();
  return (
    <CountScreen
      storeId={storeId}
      listId={packingListId}
      texts="pickingUi:summary"
      crumbs={[{ label: t('pickingUi:lists.title'), to: paths.storePackingPending(storeUri) }, { label: t('pickingUi:summary.crumb') }]}
      onBack={() => navigate(paths.storePackingPending(storeUri))}
      onConfirmed={(list) => navigate(paths.packingBoxes(list.id))}
      // Counts typed since the last save are saved as a draft first, so choosing orders loses nothing.
      extraActions={(list, form) =>
        list.canConfirmCount ? (
          <Button
            variant="default"
            leftSection={<ListIcon size={16} />}
            onClick={() =>
              form.saveDraftThen((saved) => navigate(`${paths.packingSelectOrders}?packingListId=${encodeURIComponent(saved.id)}`))
            }
            loading={form.isSaving}
            data-testid="summary-select-orders"
          >
            {t('pickingUi:summary.selectOrders')}
          </Button>
        ) : null
      }
    />
  );
}
