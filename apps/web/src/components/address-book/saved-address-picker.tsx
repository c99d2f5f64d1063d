import { Button, Group, Stack, Text } from '@mantine/core';
import { BUYER_ADDRESS_PAGE_SIZES } from '@songdee/shared/address-book/buyer-address.schema';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';
import { useListState } from '../../lib/use-list-params';
import { ListDialog } from '../list-dialog';

const PICKER_PAGE_SIZE = 10;

/** A saved address's receiver: the name, and the phone under it when there is one. */
export function SavedAddressName({ row }: { row: Pick<SavedAddressRow, 'fullName' | 'phone'> }) {
  return (
    <>
      <Text fw={600} fz="sm">
        {row.fullName}
      </Text>
      {row.phone ? (
        <Text fz="xs" c="dimmed">
          {row.phone}
        </Text>
      ) : null}
    </>
  );
}

/** What a row of the picker shows: a saved recipient of a store's book or an address of the buyer's own book. */
export interface SavedAddressRow {
  id: string;
  fullName: string;
  phone: string;
  address: string;
}

/**
 * "Choose shipping address" (spec 2 checkout, spec 1 order manage): a saved address picked from a list with search,
 * paging and the spec's page sizes (10, 50, 100), a table on a wide screen and cards on a phone. `list` reads a page of
 * the book (the buyer's own book or the store's recipients); `listKey` names that book in the query cache.
 */
export function SavedAddressPicker<T extends SavedAddressRow>({
  opened,
  onClose,
  listKey,
  list: load,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  listKey: string;
  list: (query: ListQuery, signal: AbortSignal) => Promise<Paged<T>>;
  onPick: (address: T) => void;
}) {
  const { t } = useTranslation();
  const list = useListState(PICKER_PAGE_SIZE);
  const addresses = useQuery({
    queryKey: queryKeys.savedAddresses.list(listKey, list.params),
    queryFn: ({ signal }) => load(list.params, signal),
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const choose = (row: T) => (
    <Button
      size="xs"
      variant="light"
      onClick={() => {
        onPick(row);
        onClose();
      }}
      data-testid="saved-address-choose"
    >
      {t('common:savedAddress.choose')}
    </Button>
  );
  const name = (row: T) => <SavedAddressName row={row} />;

  return (
    <ListDialog
      opened={opened}
      onClose={onClose}
      texts="common:savedAddress"
      size="xl"
      testId="saved-address-picker"
      query={addresses}
      paging={list}
      pageSizes={BUYER_ADDRESS_PAGE_SIZES}
      search={{ testId: 'saved-address-search' }}
      rows={{
        minWidth: 560,
        rowTestId: 'saved-address-row',
        columns: [
          { key: 'name', header: t('addressBookUi:fields.fullName'), cell: name },
          {
            key: 'address',
            header: t('common:savedAddress.address'),
            cell: (row) => (
              <Text fz="sm" lineClamp={2}>
                {row.address}
              </Text>
            ),
          },
          { key: 'choose', ta: 'right', cell: choose },
        ],
        card: (row) => (
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>{name(row)}</div>
              {choose(row)}
            </Group>
            <Text fz="sm">{row.address}</Text>
          </Stack>
        ),
      }}
    />
  );
}
