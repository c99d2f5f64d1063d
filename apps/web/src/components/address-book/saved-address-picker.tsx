import { Group, Stack, Text } from '@mantine/core';
import { BUYER_ADDRESS_PAGE_SIZES } from '@songdee/shared/address-book/buyer-address.schema';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys';
import { useListState } from '../../lib/use-list-params';
import { ListDialog } from '../list-dialog';
import type { ListRowsProps } from '../lists/list-page';
import { ChooseButton } from '../picker-dialog';

const PICKER_PAGE_SIZE = 10;

/** A saved address's receiver: the name, and the phone under it when there is one. */
function SavedAddressName({ row }: { row: Pick<SavedAddressRow, 'fullName' | 'phone'> }) {
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

/**
 * Saved addresses as a list's rows (the picker, the buyer's own book): the receiver, the address, and `end` (choose,
 * or edit and delete) closing the table row or beside the name on a phone's card.
 */
export function savedAddressRows<T extends SavedAddressRow>({
  headers,
  end,
  endWidth,
  clampAddress = false,
  addressTestId,
}: {
  headers: { name: string; address: string };
  end: (row: T) => ReactNode;
  endWidth?: number;
  /** Two lines at most in the table (a picker's rows stay short). */
  clampAddress?: boolean;
  addressTestId?: string;
}): Pick<ListRowsProps<T>, 'columns' | 'card'> {
  const name = (row: T) => <SavedAddressName row={row} />;
  return {
    columns: [
      { key: 'name', header: headers.name, cell: name },
      {
        key: 'address',
        header: headers.address,
        cell: (row) => (
          <Text fz="sm" lineClamp={clampAddress ? 2 : undefined} data-testid={addressTestId}>
            {row.address}
          </Text>
        ),
      },
      { key: 'end', ta: 'right', w: endWidth, cell: end },
    ],
    card: (row) => (
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>{name(row)}</div>
          {end(row)}
        </Group>
        <Text fz="sm" data-testid={addressTestId}>
          {row.address}
        </Text>
      </Stack>
    ),
  };
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
    <ChooseButton label={t('common:savedAddress.choose')} onChoose={() => onPick(row)} onClose={onClose} testId="saved-address-choose" />
  );

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
        ...savedAddressRows<T>({
          headers: { name: t('addressBookUi:fields.fullName'), address: t('common:savedAddress.address') },
          end: choose,
          clampAddress: true,
        }),
      }}
    />
  );
}
