import { Button, Image, Modal, Stack, Text } from '@mantine/core';
import type { Notice } from '@songdee/shared/content/landing.schema';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../lib/files';

/** The notice's dialog (notice-popup.tsx loads it only when there is a notice to show). */
export default function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={<Text fw={700}>{t('common:main.noticeTitle')}</Text>}
      centered
      radius="lg"
      size="lg"
      data-testid="notice-popup"
    >
      <Stack gap="md">
        {notice.imagePath ? <Image src={fileUrl(notice.imagePath)} alt="" radius="md" mah={360} fit="contain" /> : null}
        <Text style={{ whiteSpace: 'pre-line' }}>{notice.content}</Text>
        <Button onClick={onClose} fullWidth data-testid="notice-close">
          {t('common:main.noticeClose')}
        </Button>
      </Stack>
    </Modal>
  );
}
