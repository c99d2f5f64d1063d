import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { useSellerStore } from '../../../lib/seller-store';
import { CountScreen } from '../components/count-screen';

/**
 * /stores/{uri}/picking-pickItem?packingListId&returnPage (spec 1 "Picking"): reviews the chosen orders and
 * counts their items before the fee is worked out; confirm goes on to the boxes, back to returnPage or the
 * order choice.
 */
export function PickingPickItemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const [params] = useSearchParams();
  const returnPage = params.get('returnPage') ?? undefined;
  // Only an address inside the app may be gone back to.
  const back = returnPage?.startsWith('/') && !returnPage.startsWith('//') ? returnPage : paths.storePicking(storeUri);
  return (
    <CountScreen
      storeId={storeId}
      listId={params.get('packingListId') ?? undefined}
      title={t('pickingUi:pick.title')}
      description={t('pickingUi:pick.description')}
      crumbs={[{ label: t('pickingUi:choose.crumb'), to: paths.storePicking(storeUri) }, { label: t('pickingUi:pick.crumb') }]}
      onBack={() => navigate(back)}
      onConfirmed={(list) => navigate(paths.packingBoxes(list.id, returnPage))}
    />
  );
}
