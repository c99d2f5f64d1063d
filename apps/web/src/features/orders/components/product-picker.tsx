import { Avatar, Button, Table } from '@mantine/core';
import type { Product } from '@songdee/shared/product/product.schema';
import { useTranslation } from 'react-i18next';
import { ParcelIcon } from '../../../components/icons';
import { ListDialog } from '../../../components/list-dialog';
import { fileUrl } from '../../../lib/files';
import { formatBaht } from '../../../lib/format';
import { useListState } from '../../../lib/use-list-params';
import { useStoreProductsForOrder } from '../api/use-orders';

const PICKER_SIZE = 10;

/** The order manage "choose order items" popup: the store's products, searched, 10 a page. */
export function ProductPicker({
  storeId,
  opened,
  onClose,
  chosenIds,
  onPick,
}: {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  chosenIds: ReadonlySet<string>;
  onPick: (product: Product) => void;
}) {
  const { t, i18n } = useTranslation();
  const list = useListState(PICKER_SIZE);
  const products = useStoreProductsForOrder(storeId, list.params, opened);
  return (
    <ListDialog
      opened={opened}
      onClose={onClose}
      title={t('orderUi:manage.pickItems')}
      size="lg"
      query={products}
      paging={list}
      search={{ placeholder: t('orderUi:manage.searchProducts'), testId: 'product-picker-search' }}
      empty={{ icon: <ParcelIcon size={28} />, text: t('orderUi:manage.noProducts') }}
    >
      {(rows) => (
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {rows.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td w={56}>
                  <Avatar
                    src={p.productImages[0] ? fileUrl(p.productImages[0].thumbnailFilePath) : null}
                    alt={p.name}
                    radius="md"
                    color="gray"
                  >
                    <ParcelIcon size={18} />
                  </Avatar>
                </Table.Td>
                <Table.Td fw={600}>{p.name}</Table.Td>
                <Table.Td ta="right">{t('orderUi:money.baht', { amount: formatBaht(p.price, i18n.language) })}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="light" disabled={chosenIds.has(p.id)} onClick={() => onPick(p)}>
                    {chosenIds.has(p.id) ? t('orderUi:manage.added') : t('orderUi:manage.add')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ListDialog>
  );
}
