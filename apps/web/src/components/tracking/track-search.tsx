import { Button, Group, TextInput } from '@mantine/core';
import { readS10 } from '@songdee/shared/mailing/s10';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../app/navigation/paths';
import { SearchIcon } from '../icons';

interface TrackSearchProps {
  /** The box on a dark background (the footer, the landing's hero): light label, white field. */
  inverted?: boolean;
  /** What the field starts with (the tracking page's own barcode). */
  initial?: string;
  /** Distinguishes the boxes of one page for the journeys: `track-search-<testId>`. */
  testId: string;
}

/**
 * A barcode typed (or pasted from a chat) opens its tracking page; a text that is no S10 barcode is refused under the
 * field with the shared rule, before any request.
 */
export function TrackSearch({ inverted = false, initial = '', testId }: TrackSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const barcode = readS10(value);
    setInvalid(!barcode);
    if (!barcode) return;
    // The footer's and the landing's boxes start empty again; the tracking page's own box shows the barcode it opens.
    setValue(initial);
    void navigate(paths.track(barcode));
  };

  return (
    <form onSubmit={submit} data-testid={`track-search-${testId}`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={id}
          label={t('common:track.searchLabel')}
          placeholder={t('common:track.searchPlaceholder')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? t('common:track.searchInvalid') : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          style={{ flex: 1, minWidth: 0 }}
          styles={inverted ? { label: { color: 'var(--mantine-color-gray-2)' } } : undefined}
          data-testid={`track-search-${testId}-input`}
        />
        <Button
          type="submit"
          leftSection={<SearchIcon size={16} />}
          // White on the dark footer and on the landing's red hero, where a coloured button would melt into the ground.
          variant={inverted ? 'white' : 'filled'}
          color={inverted ? 'postRed' : 'postBlue'}
          // Aligned with the field when an error shows under it.
          mb={invalid ? 22 : 0}
        >
          {t('common:track.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
