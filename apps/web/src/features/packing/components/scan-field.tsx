import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scanSound } from '../../../lib/scan-sound';

// The camera and its reader load only when the seller opens them.
const CameraScanner = lazy(() => import('./camera-scanner').then((m) => ({ default: m.CameraScanner })));

/** What one scan did, as the seller reads it: counted (green) or refused (red). */
export interface ScanOutcome {
  ok: boolean;
  message: string;
}

/** Scans kept on screen, newest first. */
const LOG_SIZE = 5;

/**
 * A field a USB or Bluetooth scanner types into (the code, then Enter, as a keyboard does), or the seller by hand.
 * Each scan is handed to `onScan`; its outcome beeps (accepted) or buzzes (refused) and stays on screen as a green or
 * red row, so a refused scan is seen and heard with eyes on the goods.
 */
export function ScanField({
  label,
  hint,
  placeholder,
  onScan,
  testId,
}: {
  label: string;
  hint: string;
  placeholder: string;
  onScan: (code: string) => ScanOutcome;
  testId: string;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [log, setLog] = useState<(ScanOutcome & { id: number })[]>([]);
  const nextId = useRef(0);

  const handle = (scanned: string) => {
    const outcome = onScan(scanned);
    scanSound(outcome.ok);
    nextId.current += 1;
    setLog((rows) => [{ id: nextId.current, ...outcome }, ...rows].slice(0, LOG_SIZE));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const scanned = code.trim();
    setCode('');
    if (scanned) handle(scanned);
  };

  return (
    <Stack gap="xs" mb="md" data-testid={testId}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={label}
          description={hint}
          placeholder={placeholder}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          data-testid="scan-input"
        />
        <Button variant="light" onClick={() => setCamera((open) => !open)} data-testid="scan-camera">
          {t(camera ? 'pickingUi:camera.close' : 'pickingUi:camera.open')}
        </Button>
      </Group>
      {camera ? (
        <Suspense fallback={null}>
          <CameraScanner onCode={handle} />
        </Suspense>
      ) : null}
      <Stack gap={4} aria-live="polite" data-testid="scan-log">
        {log.map(({ id, ok, message }) => (
          <Paper
            key={id}
            px="sm"
            py={6}
            radius="sm"
            bg={ok ? 'teal.0' : 'red.0'}
            c={ok ? 'teal.9' : 'red.9'}
            data-testid="scan-row"
            data-result={ok ? 'counted' : 'refused'}
          >
            <Text fz="sm" fw={ok ? 500 : 700}>
              {message}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
