import { Button, Checkbox, CloseButton, Group, Paper, Pill, Stack, Text, Title } from '@mantine/core';
import { availableForPackingQuerySchema, PICKING_MAX_PAGE_SIZE } from '@songdee/shared/packing/packing.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../../components/lists/list-page';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { useListParams } from '../../../lib/use-list-params';
import { useAvailableForPacking } from '../api/use-packing';
import { type PickingOrderRow, PickingOrderTable } from './picking-order-table';
import type { OrderSelection } from './picking-selection';

interface PickingOrderChooserProps {
  storeId: string;
  /** 10 on the packing select-orders screen; PICKING_MAX_PAGE_SIZE shows every order at once (picking). */
  pageSize: number;
  selection: OrderSelection;
  /**
   * The orders already on the list being edited, shown first: the available orders leave out every order on a
   * list, so without them the list's own orders could not be seen or kept.
   */
  pinned?: { title: string; rows: readonly PickingOrderRow[] };
  /** The "next" button (and any other) under the list. */
  actions: ReactNode;
}

/**
 * Orders waiting to be packed (spec 1 "Picking" and "Select order (packing)"): search by order code, select all
 * on the page, a detail button per order, the chosen orders (kept across pages) as removable pills; in its own card.
 */
export function PickingOrderChooser({ storeId, pageSize, selection, pinned, actions }: PickingOrderChooserProps) {
  const { t } = useTranslation();
  const list = useListParams(availableForPackingQuerySchema, { names: { searchString: 'q' }, sizes: [pageSize] });
  const detail = useOrderDetail(storeId);
  const available = useAvailableForPacking(storeId, { ...list.params, size: pageSize });
  const rows = available.data?.contents ?? [];
  const pickedHere = rows.filter((o) => selection.has(o.id));
  const allPicked = rows.length > 0 && pickedHere.length === rows.length;
  const paged = pageSize < PICKING_MAX_PAGE_SIZE;

  const selectBar = (
    <>
      <Group justify="space-between" px="sm" py={6} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Checkbox
          label={t(paged ? 'pickingUi:orders.selectPage' : 'pickingUi:orders.selectAll')}
          checked={allPicked}
          indeterminate={pickedHere.length > 0 && !allPicked}
          disabled={rows.length === 0}
          onChange={(e) => selection.setMany(rows, e.currentTarget.checked)}
          data-testid="order-select-all"
        />
        <Group gap="xs">
          <Text fz="sm" fw={600} data-testid="order-selected-count">
            {t('pickingUi:orders.selected', { count: selection.count })}
          </Text>
          {selection.count > 0 ? (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={selection.clear} data-testid="order-clear">
              {t('pickingUi:orders.clear')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {selection.count > 0 && paged ? (
        <Group gap={6} data-testid="order-selected-pills">
          {selection.orders.map((o) => (
            <Pill key={o.id} size="md" bg="postBlue.0">
              <Group gap={2} wrap="nowrap">
                {o.name}
                <CloseButton
                  size="xs"
                  onClick={() => selection.toggle(o, false)}
                  aria-label={t('pickingUi:orders.remove', { name: o.name })}
                  data-testid="order-pill-remove"
                />
              </Group>
            </Pill>
          ))}
        </Group>
      ) : null}
    </>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        {pinned && pinned.rows.length > 0 ? (
          <Stack gap="xs" data-testid="order-pinned">
            <Title order={2} fz="md">
              {pinned.title}
            </Title>
            <PickingOrderTable
              rows={pinned.rows}
              offset={0}
              isSelected={selection.has}
              onToggle={selection.toggle}
              onDetail={detail.show}
            />
            <Title order={2} fz="md" mt="sm">
              {t('pickingUi:orders.availableTitle')}
            </Title>
          </Stack>
        ) : null}
        <ListView
          query={available}
          error={available.error}
          paging={{ ...list, size: pageSize }}
          unpaged={!paged}
          search={{ placeholder: t('pickingUi:orders.search'), testId: 'order-search' }}
          filters={selectBar}
          empty={{ text: t(list.searchString ? 'pickingUi:orders.emptySearch' : 'pickingUi:orders.empty') }}
          footer={
            <Group justify="space-between" gap="sm">
              <Text fz="sm" c="red" fw={600} data-testid="order-selection-error">
                {selection.issue ? t(selection.issue.key, { ...selection.issue.params }) : ''}
              </Text>
              <Group gap="sm">{actions}</Group>
            </Group>
          }
        >
          {(shown) => (
            <PickingOrderTable
              rows={shown}
              offset={(list.page - 1) * pageSize}
              isSelected={selection.has}
              onToggle={selection.toggle}
              onDetail={detail.show}
            />
          )}
        </ListView>
        {detail.modal}
      </Stack>
    </Paper>
  );
}
