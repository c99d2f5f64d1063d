import { ActionIcon, Button, NumberInput, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { SectionCard } from '../../../components/section-card';
import { TableHead } from '../../../components/table-head';
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
 * with quantity (at least 1) and discount inputs, each removable; `error` shows under the table.
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
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="xs">
          <TableHead
            cells={[
              t('orderUi:columns.item'),
              { label: t('orderUi:columns.unitPrice'), ta: 'right' },
              { label: t('orderUi:columns.quantity'), w: 110 },
              { label: t('orderUi:columns.discount'), w: 130 },
              { label: t('orderUi:columns.lineTotal'), ta: 'right' },
              { w: 40 },
            ]}
          />
          <Table.Tbody>
            {lines.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" fz="sm" ta="center" py="md">
                    {t('orderUi:manage.noItems')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {lines.map((l) => (
              <Table.Tr key={l.productId} data-testid="manage-line">
                <Table.Td fw={600}>{l.name}</Table.Td>
                <Table.Td ta="right">{baht(l.price)}</Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {baht(l.price * l.quantity - l.discount)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    onClick={() => onRemove(l.productId)}
                    aria-label={`${t('common:actions.delete')} ${l.name}`}
                  >
                    <TrashIcon size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Text c="red" fz="sm" mt="xs" data-testid="items-error">
          {error}
        </Text>
      ) : null}
    </SectionCard>
  );
}
