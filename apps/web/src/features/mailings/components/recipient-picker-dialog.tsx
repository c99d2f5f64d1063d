import { Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { ADDRESS_LIMITS, type RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { useRecipients } from '../../address-book/api/use-recipients';
import { EmptyList, ListLoading } from './mailing-page';
import { SearchField } from './search-field';
import { useSelection } from './selection';

interface RecipientPickerProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  /** Ids already on the screen: shown ticked and not picked again. */
  chosenIds: ReadonlySet<string>;
  /** How many more the batch may take (100 minus those on the screen). */
  room: number;
  onPick: (recipients: RecipientAddress[]) => void;
}

/**
 * Choose recipients from the book (spec 1: "choose multiple shipping addresses"): search by name or phone,
 * 10/50/100 a page like the book itself, per-row and select-all-on-page ticks, never past the batch maximum.
 */
export function RecipientPickerDialog({ storeId, opened, onClose, chosenIds, room, onPick }: RecipientPickerProps) {
  const { t } = useTranslation();
  const [params, setParams] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, searchString: '' });
  const recipients = useRecipients(storeId, params);
  const selection = useSelection<RecipientAddress>((r) => r.id);
  const rows = recipients.data?.contents ?? [];
  const pickable = rows.filter((r) => !chosenIds.has(r.id));
  const pickedHere = pickable.filter(selection.has);
  const allPicked = pickable.length > 0 && pickedHere.length === pickable.length;
  const tooMany = selection.items.length > room;

  const close = () => {
    selection.clear();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('mailingUi:recipients.pickerTitle')}</Text>}
      size="xl"
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="recipient-picker"
    >
      <Stack gap="sm">
        {/* In a row: the search box sizes itself by flex-basis, which a column would read as height. */}
        <Group>
          <SearchField
            value={params.searchString}
            placeholder={t('mailingUi:recipients.pickerSearch')}
            onSearch={(q) => setParams((p) => ({ ...p, searchString: q, page: 1 }))}
            testId="picker-search"
          />
        </Group>
        <Group justify="space-between" px="sm" py={6} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Checkbox
            label={t('mailingUi:picker.selectPage')}
            checked={allPicked}
            indeterminate={pickedHere.length > 0 && !allPicked}
            disabled={pickable.length === 0}
            onChange={(e) => selection.setPage(pickable, e.currentTarget.checked)}
            data-testid="picker-select-page"
          />
          <Text fz="sm" fw={600} c={tooMany ? 'red' : undefined} data-testid="picker-count">
            {t('mailingUi:picker.picked', { count: selection.items.length, room })}
          </Text>
        </Group>
        {recipients.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t(params.searchString ? 'mailingUi:picker.emptySearch' : 'mailingUi:recipients.bookEmpty')} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>{t('mailingUi:columns.recipient')}</Table.Th>
                  <Table.Th>{t('mailingUi:columns.phone')}</Table.Th>
                  <Table.Th>{t('mailingUi:columns.address')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => {
                  const isChosen = chosenIds.has(r.id);
                  return (
                    <Table.Tr key={r.id} bg={selection.has(r) ? 'postBlue.0' : undefined} data-testid="picker-row">
                      <Table.Td>
                        <Checkbox
                          aria-label={r.fullName}
                          checked={isChosen || selection.has(r)}
                          disabled={isChosen}
                          onChange={(e) => selection.toggle(r, e.currentTarget.checked)}
                          data-testid="picker-row-check"
                        />
                      </Table.Td>
                      <Table.Td fw={600}>
                        {r.fullName}
                        {isChosen ? (
                          <Text fz="xs" c="dimmed" fw={400}>
                            {t('mailingUi:recipients.alreadyOnList')}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{r.phone || '-'}</Table.Td>
                      <Table.Td maw={360}>
                        <Text fz="sm" lineClamp={2}>
                          {r.address}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {recipients.data ? (
          <DataPagination
            page={params.page}
            size={params.size}
            totalCount={recipients.data.paging.totalCount}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            pageSizes={ADDRESS_LIMITS.pageSizes}
            onSizeChange={(size) => setParams((p) => ({ ...p, size, page: 1 }))}
          />
        ) : null}
        {tooMany ? (
          <Alert color="red" variant="light" p="xs">
            {t('mailing:tooManyRecipients', { maximum: MAX_MAILINGS })}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={selection.items.length === 0 || tooMany}
            onClick={() => {
              onPick(selection.items);
              close();
            }}
            data-testid="picker-confirm"
          >
            {t('mailingUi:picker.add', { count: selection.items.length })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
