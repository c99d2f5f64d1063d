import { Alert, Button, Checkbox, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerDialog, type PickerDialogProps } from '../../../components/picker-dialog';
import { useSelection } from './selection';

/** How the rows of a page show and change what is picked. */
export interface PickState<T> {
  /** Already on the screen: shown ticked and not picked again. */
  isChosen: (item: T) => boolean;
  isPicked: (item: T) => boolean;
  toggle: (item: T, on: boolean) => void;
}

/** What a screen hands its picker of many: the store, whether it is open, what the screen holds and the room left. */
export interface MultiPickerProps<T> {
  storeId: string;
  opened: boolean;
  onClose: () => void;
  /** Ids already on the screen: shown ticked and not picked again. */
  chosenIds: ReadonlySet<string>;
  /** How many more the screen may take (a batch's or a lot's maximum minus those on the screen). */
  room: number;
  onPick: (items: T[]) => void;
}

interface MultiPickerDialogProps<T extends { id: string }>
  extends Omit<PickerDialogProps<T>, 'header' | 'footer' | 'children'>,
    Omit<MultiPickerProps<T>, 'storeId'> {
  /**
   * Shown over the buttons while more are picked than there is room for: the screen's own limit message from the
   * shared contract (every picker of many says it in words, not only with a red count).
   */
  tooManyText: string;
  renderRows: (rows: T[], pick: PickState<T>) => ReactNode;
}

/**
 * A picker of many (recipients, mailings to print): per-row and select-all-on-page ticks kept across pages
 * and searches, a count against the room left, and an add button that is off while there are too many.
 */
export function MultiPickerDialog<T extends { id: string }>({
  chosenIds,
  room,
  onPick,
  tooManyText,
  renderRows,
  ...frame
}: MultiPickerDialogProps<T>) {
  const { t } = useTranslation();
  const selection = useSelection<T>((item) => item.id);
  const rows = frame.query.data?.contents ?? [];
  const pickable = rows.filter((item) => !chosenIds.has(item.id));
  const pickedHere = pickable.filter(selection.has);
  const allPicked = pickable.length > 0 && pickedHere.length === pickable.length;
  const tooMany = selection.items.length > room;
  // The room left after what is ticked now: it follows the selection (never below zero; too many turns the count red).
  const roomLeft = Math.max(0, room - selection.items.length);
  const pick: PickState<T> = { isChosen: (item) => chosenIds.has(item.id), isPicked: selection.has, toggle: selection.toggle };

  const close = () => {
    selection.clear();
    frame.onClose();
  };

  const header = (
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
        {t('mailingUi:picker.picked', { count: selection.items.length, room: roomLeft })}
      </Text>
    </Group>
  );

  const footer = (
    <>
      {tooMany ? (
        <Alert color="red" variant="light" p="xs" data-testid="picker-too-many">
          {tooManyText}
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
    </>
  );

  return (
    <PickerDialog {...frame} onClose={close} emptySearch={t('mailingUi:picker.emptySearch')} header={header} footer={footer}>
      {(page) => renderRows(page, pick)}
    </PickerDialog>
  );
}
