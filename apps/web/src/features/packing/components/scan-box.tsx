import { Paper, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanSound } from '../../../lib/scan-sound';
import type { PackingList } from '../api/packing-api';
import type { CountForm } from './count-form';
import { type ScanResult, scanItem } from './scan-rules';

/** Scans kept on screen, newest first. */
const LOG_SIZE = 5;

/**
 * Counting by scanning: a USB or Bluetooth scanner types the code and Enter into this field (as a keyboard does), or
 * the seller types it. A counted scan adds one to its item's input; a refused one (not in the list, or one more than
 * was ordered) changes nothing, buzzes and stays on screen as a red row.
 */
export function ScanBox({ orders, form }: { orders: PackingList['orders']; form: CountForm }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [log, setLog] = useState<{ id: number; result: ScanResult }[]>([]);
  const nextId = useRef(0);
  const hasBarcodes = orders.some((o) => o.orderItems.some((i) => i.barcode !== null));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const scanned = code.trim();
    setCode('');
    if (!scanned) return;
    const result = scanItem(orders, form.draft, scanned);
    if (result.kind === 'counted') form.setCount(result.orderItemId, String(result.count));
    scanSound(result.kind === 'counted');
    nextId.current += 1;
    setLog((rows) => [{ id: nextId.current, result }, ...rows].slice(0, LOG_SIZE));
  };

  const message = (result: ScanResult) =>
    result.kind === 'counted'
      ? t('pickingUi:scan.counted', { name: result.name, order: result.orderName, count: result.count, quantity: result.quantity })
      : result.kind === 'tooMany'
        ? t('pickingUi:scan.tooMany', { name: result.name, quantity: result.quantity })
        : t('pickingUi:scan.notInList', { code: result.code });

  return (
    <Stack gap="xs" mb="md" data-testid="scan-box">
      <TextInput
        label={t('pickingUi:scan.label')}
        description={hasBarcodes ? t('pickingUi:scan.hint') : t('pickingUi:scan.noBarcodes')}
        placeholder={t('pickingUi:scan.placeholder')}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        inputMode="numeric"
        autoComplete="off"
        data-testid="scan-input"
      />
      <Stack gap={4} aria-live="polite" data-testid="scan-log">
        {log.map(({ id, result }) => {
          const counted = result.kind === 'counted';
          return (
            <Paper
              key={id}
              px="sm"
              py={6}
              radius="sm"
              bg={counted ? 'teal.0' : 'red.0'}
              c={counted ? 'teal.9' : 'red.9'}
              data-testid="scan-row"
              data-result={counted ? 'counted' : 'refused'}
            >
              <Text fz="sm" fw={counted ? 500 : 700}>
                {message(result)}
              </Text>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
