import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useTranslation } from 'react-i18next';
import { usePackFormat } from './pack-format';

export interface PackTotal {
  label: string;
  value: string;
  /** Red when it is a count of failures above zero. */
  color?: string;
  testId: string;
}

/** The figures of a list (boxes, labelled, failed, weight, cost), side by side; two a row on a phone. */
export function PackTotals({ totals }: { totals: PackTotal[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: totals.length }} spacing="sm" data-testid="pack-totals">
      {totals.map((total) => (
        <Paper key={total.testId} withBorder radius="md" px="sm" py={8}>
          <Text fz="xs" c="dimmed">
            {total.label}
          </Text>
          <Text fw={700} fz="lg" c={total.color} data-testid={total.testId}>
            {total.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Totals of a labelled list (done and view screens): weight and cost count the labelled boxes only. */
export function LabelledTotals({ list }: { list: PackingList }) {
  const { t } = useTranslation();
  const format = usePackFormat();
  const { totals } = list;
  return (
    <PackTotals
      totals={[
        { label: t('packingUi:totals.boxes'), value: String(totals.boxes), testId: 'total-boxes' },
        { label: t('packingUi:totals.labelled'), value: String(totals.labelled), color: 'teal.8', testId: 'total-labelled' },
        {
          label: t('packingUi:totals.failed'),
          value: String(totals.failed),
          color: totals.failed > 0 ? 'red' : undefined,
          testId: 'total-failed',
        },
        { label: t('packingUi:totals.labelledWeight'), value: format.grams(totals.weight), testId: 'total-weight' },
        { label: t('packingUi:totals.labelledCost'), value: format.baht(totals.serviceCost), testId: 'total-cost' },
      ]}
    />
  );
}
