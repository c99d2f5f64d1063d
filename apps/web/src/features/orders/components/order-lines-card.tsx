import { ActionIcon, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { ListRows } from '../../../components/lists/list-page';
import { SectionCard } from '../../../components/section-card';
import { bahtToSatang } from '../../../lib/format';

/** One line of order manage: the product, its price (satang), quantity and the merchant's discount (satang). */
export interface OrderLine {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  discount: number;
}

/**
 * Order manage's item table (spec 1 "Read-only item table with totals"): the lines chosen in the item popup,
 * with quantity (at least 1) and discount inputs, each removable; `error` shows under the table. Cards under 500 px,
 * as every list, so a phone sees the quantity, discount, total and delete of each item without a hidden side scroll.
 */
export function OrderLinesCard({
  lines,
  locked,
  error,
  baht,
  onPickItems,
  onChange,
  onRemove,
}: {
  lines: readonly OrderLine[];
  locked: boolean;
  error: string | null;
  baht: (satang: number) => string;
  onPickItems: () => void;
  onChange: (productId: string, patch: Partial<OrderLine>) => void;
  onRemove: (productId: string) => void;
}) {
  const { t } = useTranslation();
  const quantityInput = (l: OrderLine) => (
    <NumberInput
      size="xs"
      min={1}
      allowDecimal={false}
      allowNegative={false}
      value={l.quantity}
      disabled={locked}
      onChange={(v) => onChange(l.productId, { quantity: Math.max(1, Math.floor(Number(v) || 1)) })}
      aria-label={`${t('orderUi:columns.quantity')} ${l.name}`}
      data-testid="line-quantity"
    />
  );
  const discountInput = (l: OrderLine) => (
    <NumberInput
      size="xs"
      min={0}
      decimalScale={2}
      value={l.discount / 100}
      disabled={locked}
      onChange={(v) => onChange(l.productId, { discount: bahtToSatang(v) ?? 0 })}
      aria-label={`${t('orderUi:columns.discount')} ${l.name}`}
      data-testid="line-discount"
    />
  );
  const lineTotal = (l: OrderLine) => (
    <Text component="span" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="line-total">
      {baht(l.price * l.quantity - l.discount)}
    </Text>
  );
  const removeButton = (l: OrderLine) => (
    <ActionIcon
      variant="subtle"
      color="red"
      disabled={locked}
      onClick={() => onRemove(l.productId)}
      aria-label={`${t('common:actions.delete')} ${l.name}`}
      data-testid="line-remove"
    >
      <TrashIcon size={16} />
    </ActionIcon>
  );
  return (
    <SectionCard
      title={t('orderUi:manage.items')}
      action={
        <Button
          size="xs"
          variant="light"
          leftSection={<PlusIcon size={14} />}
          onClick={onPickItems}
          disabled={locked}
          data-testid="pick-items"
        >
          {t('orderUi:manage.pickItems')}
        </Button>
      }
    >
      {lines.length === 0 ? (
        <Text c="dimmed" fz="sm" ta="center" py="md">
          {t('orderUi:manage.noItems')}
        </Text>
      ) : (
        // A table above 500 px; below, a card per item with every input and the delete in view (no side scroll).
        <ListRows
          rows={[...lines]}
          rowKey={(l) => l.productId}
          minWidth={620}
          testIds="order-lines"
          rowTestId="manage-line"
          spacing="xs"
          columns={[
            { key: 'item', header: t('orderUi:columns.item'), td: { fw: 600 }, cell: (l) => l.name },
            { key: 'unitPrice', header: t('orderUi:columns.unitPrice'), ta: 'right', cell: (l) => baht(l.price) },
            { key: 'quantity', header: t('orderUi:columns.quantity'), w: 110, cell: quantityInput },
            { key: 'discount', header: t('orderUi:columns.discount'), w: 130, cell: discountInput },
            { key: 'lineTotal', header: t('orderUi:columns.lineTotal'), ta: 'right', cell: lineTotal },
            { key: 'remove', w: 40, cell: removeButton },
          ]}
          card={(l) => (
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{l.name}</Text>
                  <Text fz="xs" c="dimmed">
                    {t('orderUi:columns.unitPrice')} {baht(l.price)}
                  </Text>
                </div>
                {removeButton(l)}
              </Group>
              <SimpleGrid cols={2} spacing="xs">
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('orderUi:columns.quantity')}
                  </Text>
                  {quantityInput(l)}
                </div>
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('orderUi:columns.discount')}
                  </Text>
                  {discountInput(l)}
                </div>
              </SimpleGrid>
              <Group justify="space-between">
                <Text fz="sm" c="dimmed">
                  {t('orderUi:columns.lineTotal')}
                </Text>
                {lineTotal(l)}
              </Group>
            </Stack>
          )}
        />
      )}
      {error ? (
        <Text c="red" fz="sm" mt="xs" data-testid="items-error">
          {error}
        </Text>
      ) : null}
    </SectionCard>
  );
}
