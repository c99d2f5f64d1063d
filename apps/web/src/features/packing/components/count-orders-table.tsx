import { Badge, Button, Group, NumberInput, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { TableHead } from '../../../components/lists/table-head';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import type { PackingList } from '../api/packing-api';
import type { CountForm } from './count-form';

type CountOrder = PackingList['orders'][number];

/**
 * The orders of a list with a packed-quantity input per item (spec 1 "Summary" and "Pick item"): ordered vs
 * counted, "count all" per order and the order's detail. Read-only once the count is confirmed.
 */
export function CountOrdersTable({ storeId, orders, form }: { storeId: string; orders: readonly CountOrder[]; form: CountForm }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(storeId);
  return (
    <Stack gap="md" data-testid="count-orders">
      {orders.map((order) => {
        const counted = form.isCounted(order);
        return (
          <Paper key={order.id} withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid="count-order" data-order={order.name}>
            <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
              <div style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={700}>{order.name}</Text>
                  <Badge variant="light" radius="sm" tt="none" color={counted ? 'teal' : 'orange'} data-testid="count-order-state">
                    {t(counted ? 'pickingUi:count.counted' : 'pickingUi:count.notCounted')}
                  </Badge>
                </Group>
                <Text fz="sm" c="dimmed">
                  {order.recipientName} · {order.storeDeliveryOption.name}
                </Text>
              </div>
              <Group gap={6}>
                {form.readOnly ? null : (
                  <Button
                    size="xs"
                    variant="light"
                    color="teal"
                    leftSection={<CheckIcon size={14} />}
                    onClick={() => form.countAll(order)}
                    data-testid="count-all"
                  >
                    {t('pickingUi:count.countAll')}
                  </Button>
                )}
                <Button size="xs" variant="default" onClick={() => detail.show(order.id)} data-testid="order-detail">
                  {t('pickingUi:orders.detail')}
                </Button>
              </Group>
            </Group>
            <Table verticalSpacing={6} layout="fixed">
              <TableHead
                cells={[
                  t('pickingUi:columns.product'),
                  { label: t('pickingUi:columns.ordered'), ta: 'right', w: { base: 64, sm: 120 } },
                  { label: t('pickingUi:columns.packed'), w: { base: 116, sm: 280 } },
                ]}
              />
              <Table.Tbody>
                {order.orderItems.map((item) => (
                  <Table.Tr key={item.orderItemId} data-testid="count-item" data-product={item.name}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.name}</Table.Td>
                    <Table.Td ta="right" data-testid="count-ordered">
                      {item.quantity}
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="sm"
                        value={form.draft[item.orderItemId] ?? ''}
                        onChange={(value) => form.setCount(item.orderItemId, String(value))}
                        min={0}
                        max={item.quantity}
                        clampBehavior="none"
                        allowDecimal={false}
                        allowNegative={false}
                        readOnly={form.readOnly}
                        variant={form.readOnly ? 'filled' : 'default'}
                        hideControls={form.readOnly}
                        error={form.errorOf(item.orderItemId)}
                        aria-label={t('pickingUi:count.packedOf', { name: item.name, order: order.name })}
                        data-testid="count-input"
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        );
      })}
      {detail.modal}
    </Stack>
  );
}
