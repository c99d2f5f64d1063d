import { SegmentedControl, Stack, Text } from '@mantine/core';
import type { LabelFormat } from '@songdee/shared/mailing/label-print.schema';
import { useTranslation } from 'react-i18next';

/**
 * PDF or ZPL, offered only for a size a Zebra-compatible thermal printer takes (the option's `zpl`): the ZPL is laid
 * out for its 4 x 6 in roll at 203 dpi, the other sizes are sheets and labels for office printers.
 */
export function LabelFormatPicker({ value, onChange }: { value: LabelFormat; onChange: (format: LabelFormat) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fz="sm" fw={600} id="label-format-title">
        {t('mailingUi:labels.format')}
      </Text>
      <SegmentedControl
        aria-labelledby="label-format-title"
        value={value}
        onChange={(next) => onChange(next === 'zpl' ? 'zpl' : 'pdf')}
        data={[
          { value: 'pdf', label: t('mailingUi:labels.formatPdf') },
          { value: 'zpl', label: t('mailingUi:labels.formatZpl') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="label-format"
      />
    </Stack>
  );
}

/** Saves a label file the server sends as an attachment (ZPL): a same-origin link carries the session cookie. */
export function saveLabelFile(address: string) {
  const link = document.createElement('a');
  link.href = address;
  link.download = 'labels.zpl';
  link.click();
}
