import { Button, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../lib/files';
import { useActiveNotice } from '../../../lib/landing-content';

/** The notice a visitor has seen this visit (session storage: once per visit, spec 2 "/"). */
const SEEN_KEY = 'noticeSeen';

function seenThisVisit(id: string): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === id;
  } catch {
    return false;
  }
}

function markSeen(id: string): void {
  try {
    sessionStorage.setItem(SEEN_KEY, id);
  } catch {
    // Storage refused (private mode): the notice may show again, which is harmless.
  }
}

/** The active notice as a popup, once per visit: closing it marks it seen until the browser session ends. */
export function NoticePopup() {
  const { t } = useTranslation();
  const notice = useActiveNotice();
  const [closedId, setClosedId] = useState<string | null>(null);
  const current = notice.data ?? null;
  const opened = !!current && closedId !== current.id && !seenThisVisit(current.id);
  const close = () => {
    if (!current) return;
    markSeen(current.id);
    setClosedId(current.id);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={<Text fw={700}>{t('common:main.noticeTitle')}</Text>}
      centered
      radius="lg"
      size="lg"
      data-testid="notice-popup"
    >
      {current ? (
        <Stack gap="md">
          {current.imagePath ? <Image src={fileUrl(current.imagePath)} alt="" radius="md" mah={360} fit="contain" /> : null}
          <Text style={{ whiteSpace: 'pre-line' }}>{current.content}</Text>
          <Button onClick={close} fullWidth data-testid="notice-close">
            {t('common:main.noticeClose')}
          </Button>
        </Stack>
      ) : null}
    </Modal>
  );
}
