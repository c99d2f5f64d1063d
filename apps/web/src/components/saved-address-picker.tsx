import { Button, Table, Text } from '@mantine/core';
import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import type { Paged } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';
import { useListState } from '../lib/use-list-params';
import { ListDialog } from './list-dialog';

const PICKER_PAGE_SIZE = 10;

/**
 * "Choose shipping address" (spec 2 checkout, spec 1 order manage): a saved recipient picked from a list
 * with search and paging. `path` is the list to read: the buyer's own (…/ship/listByUser) or the store's book.
 */
export function SavedAddressPicker({
  opened,
  onClose,
  path,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  path: string;
  onPick: (address: RecipientAddress) => void;
}) {
  const { t } = useTranslation();
  const list = useListState(PICKER_PAGE_SIZE);
  const addresses = useQuery({
    queryKey: queryKeys.savedAddresses.list(path, list.params),
    queryFn: ({ signal }) => api.get<Paged<RecipientAddress>>(path, { query: list.params, signal }),
    enabled: opened,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  return (
    <ListDialog
      opened={opened}
      onClose={onClose}
      texts="common:savedAddress"
      size="xl"
      testId="saved-address-picker"
      query={addresses}
      paging={list}
      search={{ testId: 'saved-address-search' }}
    >
      {(rows) => (
        <Table.ScrollContainer minWidth={560}>
          <Table highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('addressBookUi:fields.fullName')}</Table.Th>
                <Table.Th>{t('common:savedAddress.address')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="saved-address-row">
                  <Table.Td fw={600}>
                    {row.fullName}
                    {row.phone ? (
                      <Text fz="xs" c="dimmed">
                        {row.phone}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" lineClamp={2}>
                      {row.address}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ListDialog>
  );
}
