import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { usePackFormat } from './pack-format';
import { isEmptyBox, type Pack, packState } from './pack-rules';

interface BoxCardProps {
  pack: Pack;
  /** Barcode, weight, cost and the label error (weigh, done and view screens). */
  shipping?: boolean;
  /** Buttons in the card's header (delete on the boxes screen). */
  actions?: ReactNode;
  /** Under the items (the weight input). */
  children?: ReactNode;
}

/** One box (the spec's Pack): its number, the products in it and, once weighed or labelled, what it ships as. */
export function BoxCard({ pack, shipping = false, actions, children }: BoxCardProps) {
  const { t } = useTranslation();
  const format = usePackFormat();
  const state = packState(pack);
  const empty = isEmptyBox(pack);
  const border = shipping && state === 'failed' ? 'var(--mantine-color-red-4)' : empty ? 'var(--mantine-color-orange-4)' : undefined;
  return (
    <Paper withBorder radius="md" p="sm" h="100%" style={{ borderColor: border }} data-testid="box-card" data-box-no={pack.boxNo}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" mih={28}>
          <Group gap={6}>
            <Text fw={700} data-testid="box-title">
              {t('packingUi:box.title', { no: pack.boxNo })}
            </Text>
            {pack.isFirst ? (
              <Badge size="sm" variant="light" color="postBlue" tt="none">
                {t('packingUi:box.first')}
              </Badge>
            ) : null}
            {shipping && state !== 'waiting' ? (
              <Badge
                size="sm"
                variant="light"
                color={state === 'labelled' ? 'teal' : 'red'}
                tt="none"
                leftSection={state === 'labelled' ? <CheckIcon size={12} /> : <AlertIcon size={12} />}
                data-testid="box-state"
              >
                {t(`packingUi:box.${state}`)}
              </Badge>
            ) : null}
          </Group>
          {actions}
        </Group>

        {shipping ? (
          <Stack gap={4}>
            {pack.barcode ? (
              <Text ff="monospace" fw={700} fz="md" style={{ letterSpacing: 1 }} data-testid="box-barcode">
                {pack.barcode}
              </Text>
            ) : null}
            <Group gap="lg">
              <Figure
                label={t('packingUi:box.weight')}
                value={pack.weight === null ? '-' : format.grams(pack.weight)}
                testId="box-weight"
              />
              <Figure
                label={t('packingUi:box.cost')}
                value={pack.serviceCost === null ? '-' : format.baht(pack.serviceCost)}
                testId="box-cost"
              />
            </Group>
            {pack.errorMsg && !pack.barcode ? (
              <Text fz="sm" c="red" fw={600} data-testid="box-error">
                {t(`errors:${pack.errorMsg.code}`, pack.errorMsg.params)}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        <Divider />
        {empty ? (
          <Text fz="sm" c="orange.8" data-testid="box-empty">
            {t('packingUi:box.empty')}
          </Text>
        ) : (
          <Stack gap={2} data-testid="box-items">
            {pack.items.map((item) => (
              <Group key={item.orderItemId} justify="space-between" gap="xs" wrap="nowrap" data-testid="box-item">
                <Text fz="sm" style={{ minWidth: 0 }}>
                  {item.productName}
                </Text>
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {t('packingUi:box.quantity', { count: item.quantity })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {/* The weight input sits at the bottom, level across boxes of different lengths. */}
        {children ? <div style={{ marginTop: 'auto' }}>{children}</div> : null}
      </Stack>
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Text fz="sm" data-testid={testId}>
      <Text span c="dimmed" fz="sm">
        {label}{' '}
      </Text>
      {value}
    </Text>
  );
}
