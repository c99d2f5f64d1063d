import { Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { SenderAddress } from '@songdee/shared/address-book/address-book.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { useSenders } from '../../address-book/api/use-senders';
import { EmptyList, ListLoading } from './mailing-page';
import { SearchField } from './search-field';

interface SenderPickerProps {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  selectedId: string | undefined;
  onPick: (sender: SenderAddress) => void;
}

/** Choose the sender of this batch from the book (search by name, 10 a page). */
export function SenderPickerDialog({ storeId, opened, onClose, selectedId, onPick }: SenderPickerProps) {
  const { t } = useTranslation();
  const [params, setParams] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, searchString: '' });
  const senders = useSenders(storeId, params);
  const rows = senders.data?.contents ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{t('mailingUi:sender.pickerTitle')}</Text>}
      size="lg"
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="sender-picker"
    >
      <Stack gap="sm">
        {/* In a row: the search box sizes itself by flex-basis, which a column would read as height. */}
        <Group>
          <SearchField
            value={params.searchString}
            placeholder={t('mailingUi:sender.pickerSearch')}
            onSearch={(q) => setParams((p) => ({ ...p, searchString: q, page: 1 }))}
            testId="picker-search"
          />
        </Group>
        {senders.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t('mailingUi:sender.bookEmpty')} />
        ) : (
          rows.map((s) => (
            <Paper
              key={s.id}
              withBorder
              radius="md"
              p="sm"
              bg={s.id === selectedId ? 'postBlue.0' : undefined}
              data-testid="sender-picker-row"
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text fw={700}>
                      {s.name} {s.surname}
                    </Text>
                    {s.isDefault ? (
                      <Badge size="sm" variant="light" color="teal" tt="none">
                        {t('mailingUi:sender.default')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="sm">{s.address}</Text>
                  <Text fz="sm" c="dimmed">
                    {s.phone}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant={s.id === selectedId ? 'filled' : 'light'}
                  onClick={() => {
                    onPick(s);
                    onClose();
                  }}
                  data-testid="sender-picker-choose"
                >
                  {t('mailingUi:picker.choose')}
                </Button>
              </Group>
            </Paper>
          ))
        )}
        {senders.data && senders.data.paging.totalCount > params.size ? (
          <DataPagination
            page={params.page}
            size={params.size}
            totalCount={senders.data.paging.totalCount}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
          />
        ) : null}
      </Stack>
    </Modal>
  );
}
