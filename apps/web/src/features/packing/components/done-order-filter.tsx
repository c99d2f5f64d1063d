import { Badge, NavLink, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../../components/icons';
import { filterOrders, type PackingOrder } from './pack-rules';

export const ALL_ORDERS = 'all';

interface DoneOrderFilterProps {
  orders: PackingOrder[];
  /** An order id, or ALL_ORDERS. */
  selected: string;
  onSelect: (selected: string) => void;
}

/** The done screen's left filter (spec 1 "Done"): every order, or one, found by its order number. */
export function DoneOrderFilter({ orders, selected, onSelect }: DoneOrderFilterProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const shown = filterOrders(orders, text);
  return (
    <Paper withBorder radius="lg" p="sm" data-testid="done-filter">
      <Stack gap="xs">
        <Text fw={700} fz="sm">
          {t('packingUi:done.filterTitle')}
        </Text>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('packingUi:done.filterSearch')}
          aria-label={t('packingUi:done.filterSearch')}
          leftSection={<SearchIcon size={16} />}
          size="sm"
          data-testid="done-filter-search"
        />
        <NavLink
          label={t('packingUi:done.allOrders', { count: orders.length })}
          active={selected === ALL_ORDERS}
          onClick={() => onSelect(ALL_ORDERS)}
          variant="light"
          style={{ borderRadius: 8 }}
          data-testid="done-filter-all"
        />
        <ScrollArea.Autosize mah={{ base: 220, md: 520 }} type="auto">
          <Stack gap={2}>
            {shown.map((order) => {
              const failed = order.packs.some((p) => !p.barcode);
              return (
                <NavLink
                  key={order.id}
                  label={order.name}
                  description={order.recipientName}
                  active={selected === order.id}
                  onClick={() => onSelect(order.id)}
                  variant="light"
                  style={{ borderRadius: 8 }}
                  rightSection={
                    <Badge size="sm" variant="light" color={failed ? 'red' : 'teal'} tt="none">
                      {order.packs.filter((p) => p.barcode).length}/{order.packs.length}
                    </Badge>
                  }
                  data-testid="done-filter-order"
                />
              );
            })}
            {shown.length === 0 ? (
              <Text fz="sm" c="dimmed" ta="center" py="xs" data-testid="done-filter-empty">
                {t('packingUi:done.filterEmpty')}
              </Text>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
