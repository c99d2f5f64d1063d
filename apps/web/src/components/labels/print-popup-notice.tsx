import { Checkbox, Divider, Image, Stack, Text } from '@mantine/core';
import type { PrintPopup } from '@songdee/shared/content/landing.schema';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../lib/files';

/** The post-print popup's content under the print-done alert, with its "do not show again" box (spec 2 section 3). */
export function PrintPopupNotice(props: { popup: PrintPopup; dontShow: boolean; onDontShowChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  const { popup } = props;
  return (
    <Stack gap="sm" mt="md" data-testid="print-popup">
      <Divider />
      <Text fw={700}>{popup.title}</Text>
      {popup.imagePath ? <Image src={fileUrl(popup.imagePath)} alt="" radius="md" mah={240} fit="contain" /> : null}
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {popup.content}
      </Text>
      <Checkbox
        label={t('common:printPopup.dontShowAgain')}
        checked={props.dontShow}
        onChange={(event) => props.onDontShowChange(event.currentTarget.checked)}
        data-testid="print-popup-dont-show"
      />
    </Stack>
  );
}
