import { Button, Stack } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DoneOrders } from '../components/done-orders';
import { usePackFormat } from '../components/pack-format';
import { weighTotals } from '../components/pack-rules';
import { PackActions, type PackStep, packStepPage } from '../components/pack-screen';
import { PackTotals } from '../components/pack-totals';
import { SenderEditPanel } from '../components/sender-edit-panel';
import { useWeighForm } from '../components/weigh-form';

const STATUSES = ['WAITING_FOR_SHIPMENT_ORDER'] as const;

/**
 * /stores/packing-list-weigh/{packingListId}?returnPage (spec 1 "Weigh"): the weight in grams of every box,
 * priced as it is saved; "create labels" saves the weights, makes a label per box and opens the done screen.
 */
export const PackingWeighPage = packStepPage('weigh', STATUSES, WeighScreen);

function WeighScreen({ list, step }: { list: PackingList; step: PackStep }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, returnPage, backTo } = step;
  const format = usePackFormat();
  const weigh = useWeighForm(storeId, list);
  const totals = weighTotals(list, useWatch({ control: weigh.form.control, name: 'packs' }));

  return (
    <Stack gap="md">
      {/* The sender prices the boxes too (its postcode); outside the form, whose submit its popup must not reach. */}
      <SenderEditPanel storeId={storeId} list={list} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void weigh.save();
        }}
      >
        <Stack gap="md">
          <PackTotals
            totals={[
              { label: t('packingUi:totals.boxes'), value: String(totals.boxes), testId: 'total-boxes' },
              { label: t('packingUi:totals.weighed'), value: `${totals.weighed}/${totals.boxes}`, testId: 'total-weighed' },
              { label: t('packingUi:totals.weight'), value: format.grams(totals.weight), testId: 'total-weight' },
              { label: t('packingUi:totals.estimatedCost'), value: format.baht(totals.serviceCost), testId: 'total-cost' },
            ]}
          />
          <DoneOrders orders={list.orders} boxExtra={(pack) => weigh.fieldOf(pack.id)} testId="weigh-orders" />
          <PackActions backTo={backTo}>
            <Button
              type="submit"
              variant="light"
              loading={weigh.isSaving}
              disabled={weigh.isLabelling && !weigh.isSaving}
              data-testid="weigh-save"
            >
              {t('packingUi:weigh.save')}
            </Button>
            <Button
              onClick={() => weigh.createLabels((next) => navigate(paths.packingDone(next.id, returnPage)))}
              loading={weigh.isLabelling}
              data-testid="weigh-create-labels"
            >
              {t('packingUi:weigh.createLabels')}
            </Button>
          </PackActions>
        </Stack>
      </form>
    </Stack>
  );
}
