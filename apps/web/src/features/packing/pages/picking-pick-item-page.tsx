import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ArrowLeftIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/layout/page-frame';
import { LinkButton } from '../../../components/link-button';
import { useSellerStore } from '../../../lib/seller-store';
import { CountScreen } from '../components/count-screen';

/**
 * /stores/{uri}/picking-pickItem?packingListId&returnPage (spec 1 "Picking"): reviews the chosen orders and
 * counts their items before the fee is worked out; confirm goes on to the boxes, back to returnPage or the
 * order choice. An address without its packing list says so and leads back to choosing orders.
 */
export function PickingPickItemPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  const [params] = useSearchParams();
  const listId = params.get('packingListId') || undefined;
  const returnPage = params.get('returnPage') ?? undefined;
  // Only an address inside the app may be gone back to.
  const back = returnPage?.startsWith('/') && !returnPage.startsWith('//') ? returnPage : paths.storePicking(storeUri);
  const crumbs = [{ label: t('pickingUi:choose.crumb'), to: paths.storePicking(storeUri) }, { label: t('pickingUi:pick.crumb') }];
  if (!listId) {
    return (
      <PageFrame title={t('pickingUi:pick.title')} crumbs={crumbs}>
        <Stack gap="md" align="flex-start">
          <Alert color="yellow" title={t('pickingUi:pick.missingTitle')} w="100%" data-testid="count-missing-list">
            {t('pickingUi:pick.missingList')}
          </Alert>
          <LinkButton to={paths.storePicking(storeUri)} icon={<ArrowLeftIcon size={16} />} testId="count-choose-orders">
            {t('pickingUi:pick.chooseOrders')}
          </LinkButton>
        </Stack>
      </PageFrame>
    );
  }
  return (
    <CountScreen
      storeId={storeId}
      listId={listId}
      texts="pickingUi:pick"
      crumbs={crumbs}
      onBack={() => navigate(back)}
      onConfirmed={(list) => navigate(paths.packingBoxes(list.id, returnPage))}
    />
  );
}
