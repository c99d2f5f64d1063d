import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '../../../components/icons';
import type { Pack, PackingOrder } from './pack-rules';

interface PackCardProps {
  order: PackingOrder;
  /** Opens the order-detail modal. */
  onDetail: (orderId: string) => void;
  /** Buttons beside the order (add a split box). */
  actions?: ReactNode;
  /** One card a box. */
  renderBox: (pack: Pack) => ReactNode;
  /** Above the boxes (a warning about this order). */
  notice?: ReactNode;
}

/** One order of a packing list: number, recipient, service, then its boxes side by side. */
export function PackCard({ order, onDetail, actions, renderBox, notice }: PackCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="pack-card" data-order-name={order.name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Group gap={8}>
              <Text fw={700} fz="lg" data-testid="pack-order-name">
                {order.name}
              </Text>
              <Badge variant="outline" color="gray" radius="sm" tt="none">
                {order.storeDeliveryOption.name}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('packingUi:order.recipient', { name: order.recipientName, postcode: order.postcode })} ·{' '}
              {t('packingUi:order.boxes', { count: order.packs.length })}
            </Text>
          </div>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<ListIcon size={14} />}
              onClick={() => onDetail(order.id)}
              data-testid="pack-order-detail"
            >
              {t('packingUi:order.detail')}
            </Button>
            {actions}
          </Group>
        </Group>
        {notice}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
          {order.packs.map((pack) => (
            <div key={pack.id} style={{ minWidth: 0 }}>
              {renderBox(pack)}
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
