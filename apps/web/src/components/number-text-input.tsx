import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { numberFromText } from '@songdee/shared/common/number-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type NumberTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The number the form holds: null when blank, NaN when the typed text is not a number. */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  /** Decimals the box takes: 0 for grams and counts, 2 for baht. */
  decimals?: number;
  /** The form holds the shown number times this: 100 when baht are typed and satang kept. */
  scale?: number;
};

/**
 * A number box that never changes what was typed (a silently fixed number is a wrong price or weight saved): "-5" stays
 * "-5" and "12abc" stays "12abc", and the form gets -5 or NaN for the shared schema to refuse with its message at the
 * field, instead of a box that drops the minus sign or the letters and saves something else.
 */
export function NumberTextInput({ value, onChange, decimals = 0, scale = 1, ...rest }: NumberTextInputProps) {
  const read = (text: string) => {
    const n = numberFromText(text, { decimals });
    return n === null || Number.isNaN(n) ? n : Math.round(n * scale);
  };
  const show = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '' : String(v / scale));
  const [text, setText] = useState(() => show(value));
  // The typed text while it still means the form's value; the value itself once the form changed it.
  const shown = Object.is(read(text), value ?? null) ? text : show(value);
  return (
    <TextInput
      {...rest}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        onChange(read(typed));
      }}
    />
  );
}

/** A baht amount typed with up to two decimals, held in satang, with the baht unit inside the box. */
export function BahtTextInput(props: Omit<NumberTextInputProps, 'decimals' | 'scale' | 'rightSection' | 'rightSectionWidth'>) {
  const { t } = useTranslation();
  return (
    <NumberTextInput
      {...props}
      decimals={2}
      scale={100}
      rightSection={
        <Text fz="xs" c="dimmed">
          {t('storeUi:money.bahtUnit')}
        </Text>
      }
      rightSectionWidth={40}
    />
  );
}
