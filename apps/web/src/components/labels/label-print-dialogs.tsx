import { Alert, Box, Button, Group, Radio, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { LabelFormat } from '@songdee/shared/mailing/label-print.schema';
import { labelPageMm } from '@songdee/shared/reference/label-options';
import type { LabelOptionItem } from '@songdee/shared/reference/reference.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, writeStorage } from '../../lib/local-storage';
import { notifyApiError } from '../../lib/notify';
import { useDismissPrintPopup, usePrintPopup } from '../../lib/print-popup';
import { useLabelOptions } from '../../lib/use-delivery-reference';
import { AppDialog, DoneMessage } from '../app-dialog';
import { LabelFormatPicker, saveLabelFile } from './label-format-picker';
import type { PrintRequest } from './label-print-dialog';
import { PrintPopupNotice } from './print-popup-notice';

const LAST_OPTION_KEY = 'labelOption';
/** PDF or ZPL, remembered: a seller with a Zebra printer prints ZPL every time (used only where the size offers it). */
const LAST_FORMAT_KEY = 'labelFormat';
/** A4 2 x 4 suits any office printer, so it is offered first time. */
const FIRST_TIME_OPTION = 8;

/** A sheet drawn as its grid of labels: outlined, `gap` between the cells and `padding` round them (CSS pixels). */
const sheetGrid = (option: LabelOptionItem, size: { radius: number; gap: number; padding: number }) =>
  ({
    border: '1.5px solid var(--mantine-color-gray-5)',
    borderRadius: size.radius,
    display: 'grid',
    gridTemplateColumns: `repeat(${option.columns}, 1fr)`,
    gridTemplateRows: `repeat(${option.rows}, 1fr)`,
    gap: size.gap,
    padding: size.padding,
  }) as const;

/** A small drawing of the page at its proportions, with the label grid of sheet layouts. */
function PagePreview({ option }: { option: LabelOptionItem }) {
  // As the PDF is laid out (a landscape option given short side first, 3: 45 x 80, is turned wider than tall).
  const { width: widthMm, height: heightMm } = labelPageMm(option);
  const scale = 46 / Math.max(widthMm, heightMm);
  const w = Math.round(widthMm * scale);
  const h = Math.round(heightMm * scale);
  return (
    <Box w={w} h={h} bg="white" style={{ ...sheetGrid(option, { radius: 3, gap: 1.5, padding: 2 }), flex: 'none' }} aria-hidden>
      {Array.from({ length: option.columns * option.rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed grid
        <Box key={i} bg="postBlue.0" style={{ borderRadius: 1 }} />
      ))}
    </Box>
  );
}

/**
 * An A4 sheet's cells to click where printing starts: the cells before it are shown as used, so a half-used sheet
 * is printed on its free cells. Cells are numbered across then down, as the PDF fills them.
 */
function StartCellPicker({ option, value, onChange }: { option: LabelOptionItem; value: number; onChange: (cell: number) => void }) {
  const { t } = useTranslation();
  const { width, height } = labelPageMm(option);
  return (
    <Stack gap={6} data-testid="start-cell-picker">
      <Text fz="sm" fw={600}>
        {t('mailingUi:labels.startCell')}
      </Text>
      <Text fz="xs" c="dimmed">
        {t('mailingUi:labels.startCellHint')}
      </Text>
      <Box
        w={{ base: 150, xs: 180 }}
        bg="white"
        style={{ aspectRatio: `${width} / ${height}`, ...sheetGrid(option, { radius: 4, gap: 3, padding: 4 }) }}
      >
        {Array.from({ length: option.columns * option.rows }, (_, cell) => (
          <UnstyledButton
            // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed grid
            key={cell}
            onClick={() => onChange(cell)}
            aria-pressed={cell === value}
            aria-label={t('mailingUi:labels.cellName', { n: cell + 1 })}
            data-testid={`start-cell-${cell}`}
            style={{
              borderRadius: 2,
              fontSize: 11,
              display: 'grid',
              placeItems: 'center',
              color: cell < value ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-postBlue-9)',
              background:
                cell === value
                  ? 'var(--mantine-color-postRed-1)'
                  : cell < value
                    ? 'repeating-linear-gradient(45deg, var(--mantine-color-gray-2) 0 4px, var(--mantine-color-gray-1) 4px 8px)'
                    : 'var(--mantine-color-postBlue-0)',
              outline: cell === value ? '2px solid var(--mantine-color-postRed-6)' : undefined,
            }}
          >
            {cell + 1}
          </UnstyledButton>
        ))}
      </Box>
    </Stack>
  );
}

const mm = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * The label-size dialog (spec 1 section 2, "select label option"): every label option grouped as single
 * labels, sticker and the three A4 sheet layouts; the choice is remembered. Printing opens the PDF in a new
 * window, then the after-print alert follows.
 */
export function LabelPrintDialogs({ opened, request, onClose }: { opened: boolean; request: PrintRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [done, setDone] = useState<PrintRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState(() => Number(readStorage(LAST_OPTION_KEY)) || FIRST_TIME_OPTION);
  // Where on a sheet the first label goes: always the top left again for another size, or another print.
  const [startCell, setStartCell] = useState(0);
  const choose = (option: number) => {
    setChoice(option);
    setStartCell(0);
  };
  const [format, setFormat] = useState<LabelFormat>(() => (readStorage(LAST_FORMAT_KEY) === 'zpl' ? 'zpl' : 'pdf'));
  const options = useLabelOptions();
  const chosen = options.data?.find((o) => o.id === choice);
  const zpl = chosen?.zpl === true && format === 'zpl';
  // Whether the last print was a ZPL download (its done message says where the file went).
  const [doneZpl, setDoneZpl] = useState(false);
  // The post-print popup: shown under the print-done alert until the user says "do not show again".
  const popup = usePrintPopup(!!done);
  const dismiss = useDismissPrintPopup();
  const [dontShow, setDontShow] = useState(false);
  const closeDone = () => {
    if (dontShow && popup.data) dismiss.mutate(popup.data.version);
    setDontShow(false);
    setDone(null);
  };

  const print = async () => {
    if (!request) return;
    writeStorage(LAST_OPTION_KEY, String(choice));
    if (chosen?.zpl) writeStorage(LAST_FORMAT_KEY, format);
    // The top left is the default: a print that starts there sends no start cell.
    const url = request.urlFor({
      LabelOption: choice,
      startCell: chosen?.kind === 'sheet' && startCell > 0 ? startCell : undefined,
      format: zpl ? 'zpl' : undefined,
    });
    setStartCell(0);
    setDoneZpl(zpl);
    if (zpl) {
      // A download, not a window: the file goes to the printer's own tool.
      setBusy(true);
      try {
        saveLabelFile(await url);
      } catch (error) {
        notifyApiError(error);
        return;
      } finally {
        setBusy(false);
      }
    } else if (typeof url === 'string') {
      window.open(url, '_blank');
    } else {
      // Opened now, while the click still counts as the user's, so no popup blocker stops it; filled in below.
      const win = window.open('', '_blank');
      setBusy(true);
      try {
        const address = await url;
        if (win) win.location.href = address;
        else window.open(address, '_blank');
      } catch (error) {
        win?.close();
        notifyApiError(error);
        return;
      } finally {
        setBusy(false);
      }
    }
    setDone(request);
    onClose();
  };

  const groups: Array<{ kind: LabelOptionItem['kind']; title: string }> = [
    { kind: 'sheet', title: t('mailingUi:labels.groupSheet') },
    { kind: 'label', title: t('mailingUi:labels.groupLabel') },
    { kind: 'sticker', title: t('mailingUi:labels.groupSticker') },
  ];

  return (
    <>
      <AppDialog opened={opened} onClose={() => !busy && onClose()} title={t('mailingUi:labels.title')} size="xl" testId="label-dialog">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {t('mailingUi:labels.intro', { count: request?.count ?? 0 })}
          </Text>
          {options.isPending ? (
            <Skeleton h={240} />
          ) : (
            <Radio.Group value={String(choice)} onChange={(v) => choose(Number(v))} aria-label={t('mailingUi:labels.title')}>
              <Stack gap="md">
                {groups.map((group) => {
                  const items = (options.data ?? []).filter((o) => o.kind === group.kind);
                  if (items.length === 0) return null;
                  return (
                    <Stack key={group.kind} gap={6}>
                      <Title order={3} fz="sm" c="dimmed">
                        {group.title}
                      </Title>
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                        {items.map((o) => (
                          <Radio.Card
                            key={o.id}
                            value={String(o.id)}
                            radius="md"
                            p="xs"
                            style={{
                              borderColor: choice === o.id ? 'var(--mantine-color-postRed-6)' : undefined,
                              background: choice === o.id ? 'var(--mantine-color-postRed-0)' : undefined,
                            }}
                            data-testid={`label-option-${o.id}`}
                          >
                            <Group gap="sm" wrap="nowrap" align="center">
                              <Radio.Indicator size="sm" />
                              <PagePreview option={o} />
                              <div style={{ minWidth: 0 }}>
                                <Text fz="sm" fw={600} lh={1.4}>
                                  {o.name}
                                </Text>
                                {/* Single labels carry their size in the name already; sheets say how many fit. */}
                                {o.kind === 'sheet' ? (
                                  <Text fz="xs" c="dimmed">
                                    {t('mailingUi:labels.size', { width: mm(o.widthMm / 10), height: mm(o.heightMm / 10) })} ·{' '}
                                    {t('mailingUi:labels.perSheet', { count: o.columns * o.rows })}
                                  </Text>
                                ) : null}
                              </div>
                            </Group>
                          </Radio.Card>
                        ))}
                      </SimpleGrid>
                    </Stack>
                  );
                })}
              </Stack>
            </Radio.Group>
          )}
          {chosen?.kind === 'sheet' ? <StartCellPicker option={chosen} value={startCell} onChange={setStartCell} /> : null}
          {chosen?.zpl ? <LabelFormatPicker value={format} onChange={setFormat} /> : null}
          <Alert color="postBlue" variant="light" p="xs">
            <Text fz="xs">{t(zpl ? 'mailingUi:labels.zplHint' : 'mailingUi:labels.windowHint')}</Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={print} loading={busy} disabled={options.isPending} data-testid="label-print">
              {t('mailingUi:labels.print')}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
      <AppDialog
        opened={!!done}
        onClose={closeDone}
        withCloseButton={false}
        size="sm"
        label={t('mailingUi:labels.doneTitle')}
        testId="print-done-alert"
      >
        {done?.doneAlert ? (
          done.doneAlert(closeDone)
        ) : (
          <DoneMessage
            title={t(doneZpl ? 'mailingUi:labels.doneZplTitle' : 'mailingUi:labels.doneTitle')}
            message={t(doneZpl ? 'mailingUi:labels.doneZplMessage' : 'mailingUi:labels.doneMessage', { count: done?.count ?? 0 })}
          >
            {/* The alert reads as one message, its close button last (not between the alert and the notice). */}
            {done && popup.data ? <PrintPopupNotice popup={popup.data} dontShow={dontShow} onDontShowChange={setDontShow} /> : null}
            <Button onClick={closeDone} data-testid="print-done-close">
              {t('mailingUi:labels.doneClose')}
            </Button>
          </DoneMessage>
        )}
        {done?.doneAlert && popup.data ? <PrintPopupNotice popup={popup.data} dontShow={dontShow} onDontShowChange={setDontShow} /> : null}
      </AppDialog>
    </>
  );
}
