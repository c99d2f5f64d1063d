import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { useMailings } from '../api/use-mailings';
import { EmptyList, ListLoading } from './mailing-page';
import { MailingTable } from './mailing-table';
import { SearchField } from './search-field';
import { useSelection } from './selection';

const PAGE_SIZES = [10, 50, 100] as const;

interface MailingPickerProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  chosenIds: ReadonlySet<string>;
  room: number;
  onPick: (mailings: Mailing[]) => void;
}

/**
 * The print screen's picker (spec 1 section 2 "Mailing print"): mailings waiting for delivery, searched by
 * barcode or recipient, 10/50/100 a page, select all on the page, never past the maximum of a lot.
 */
export function MailingPickerDialog({ storeId, opened, onClose, chosenIds, room, onPick }: MailingPickerProps) {
  const { t } = useTranslation();
  const [params, setParams] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, searchString: '' });
  const mailings = useMailings(storeId, { ...params, onlyNotDelivery: true }, opened);
  const selection = useSelection<Mailing>((m) => m.id);
  const rows = mailings.data?.contents ?? [];
  const pickable = rows.filter((m) => !chosenIds.has(m.id));
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
      title={<Text fw={700}>{t('mailingUi:print.pickerTitle')}</Text>}
      size="80rem"
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="mailing-picker"
    >
      <Stack gap="sm">
        {/* In a row: the search box sizes itself by flex-basis, which a column would read as height. */}
        <Group>
          <SearchField
            value={params.searchString}
            placeholder={t('mailingUi:print.pickerSearch')}
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
        {mailings.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t(params.searchString ? 'mailingUi:picker.emptySearch' : 'mailingUi:print.nothingToPick')} />
        ) : (
          <MailingTable
            mailings={rows}
            offset={(params.page - 1) * params.size}
            columns={['barcode', 'recipient', 'weight', 'cost', 'service']}
            isSelected={(m) => chosenIds.has(m.id) || selection.has(m)}
            onSelect={(m, on) => !chosenIds.has(m.id) && selection.toggle(m, on)}
            testId="picker-table"
          />
        )}
        {mailings.data ? (
          <DataPagination
            page={params.page}
            size={params.size}
            totalCount={mailings.data.paging.totalCount}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            pageSizes={PAGE_SIZES}
            onSizeChange={(size) => setParams((p) => ({ ...p, size, page: 1 }))}
          />
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
