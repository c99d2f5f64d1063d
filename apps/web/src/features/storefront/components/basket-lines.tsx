import { ActionIcon, Avatar, Group, NumberInput, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ParcelIcon, TrashIcon } from '../../../components/icons';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';
import type { StoreBasket } from '../basket/basket-storage';

/**
 * A store's basket lines; with handlers the quantity is editable (at least 1) and lines removable. A quantity of 0 is
 * a box the buyer emptied: it shows the required message, and `onQuantity` gets 0 for anything that is not a whole
 * number of at least 1, so the page can leave the line out of its total until it is fixed.
 */
export function BasketLines({
  store,
  onQuantity,
  onRemove,
}: {
  store: StoreBasket;
  onQuantity?: (productId: string, quantity: number) => void;
  onRemove?: (productId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const isWide = useWideScreen();
  const baht = (satang: number) => t('shopUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  // The product's name is beside its picture: the picture is decoration (empty alt, not a repeat of the name).
  const image = (path: string | null) => (
    <Avatar src={path ? fileUrl(path) : null} alt="" radius="md" size={48} color="gray">
      <ParcelIcon size={20} />
    </Avatar>
  );
  const quantity = (productId: string, value: number) =>
    onQuantity ? (
      <NumberInput
        size="xs"
        w={90}
        min={1}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={value >= 1 ? value : ''}
        error={value >= 1 ? undefined : t('validation:required')}
        onChange={(v) => {
          const n = Number(v);
          onQuantity(productId, v !== '' && Number.isFinite(n) && n >= 1 ? n : 0);
        }}
        aria-label={t('shopUi:product.quantity')}
        data-testid="basket-quantity"
      />
    ) : (
      <Text>{value}</Text>
    );
  const remove = (productId: string, name: string) =>
    onRemove ? (
      <Tooltip label={t('shopUi:basket.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onRemove(productId)}
          aria-label={`${t('shopUi:basket.remove')} ${name}`}
          data-testid="basket-remove"
        >
          <TrashIcon size={18} />
        </ActionIcon>
      </Tooltip>
    ) : null;

  if (!isWide) {
    return (
      <Stack gap="xs">
        {store.items.map((item) => (
          <Paper key={item.productId} withBorder radius="md" p="sm" data-testid="basket-line">
            <Group wrap="nowrap" align="flex-start">
              {image(item.imagePath)}
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} lineClamp={2}>
                  {item.name}
                </Text>
                <Text fz="sm" c="dimmed">
                  {baht(item.price)}
                </Text>
                <Group justify="space-between" mt={6}>
                  {quantity(item.productId, item.quantity)}
                  <Text fw={700}>{baht(item.price * item.quantity)}</Text>
                </Group>
              </div>
              {remove(item.productId, item.name)}
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shopUi:basket.product')}</Table.Th>
            <Table.Th ta="right">{t('shopUi:basket.unitPrice')}</Table.Th>
            <Table.Th ta="center">{t('shopUi:product.quantity')}</Table.Th>
            <Table.Th ta="right">{t('shopUi:basket.lineTotal')}</Table.Th>
            {onRemove ? <Table.Th w={48} /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {store.items.map((item) => (
            <Table.Tr key={item.productId} data-testid="basket-line">
              <Table.Td>
                <Group wrap="nowrap" gap="sm">
                  {image(item.imagePath)}
                  <Text fw={600} component={Link} to={paths.productDetail(store.storeUri, item.productId)} c="dark" lineClamp={2}>
                    {item.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {baht(item.price)}
              </Table.Td>
              <Table.Td>
                <Group justify="center">{quantity(item.productId, item.quantity)}</Group>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {baht(item.price * item.quantity)}
              </Table.Td>
              {onRemove ? <Table.Td>{remove(item.productId, item.name)}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
