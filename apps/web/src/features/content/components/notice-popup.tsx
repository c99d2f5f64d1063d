import { lazy, Suspense, useState } from 'react';
import { useActiveNotice } from '../../../lib/landing-content';
import { readStorage, writeStorage } from '../../../lib/local-storage';
import { isNoticeSeen, NOTICE_SEEN_KEY, noticeVersion } from './notice-seen';

// The dialog (Mantine's Modal) loads only when a notice is to be shown.
const NoticeDialog = lazy(() => import('./notice-dialog'));

/**
 * The active notice as a popup on the landing page, until the visitor closes it; closed, it stays closed in this
 * browser (local storage, not the visit: a session ends with every new browser, and the popup then covered the page a
 * seller lands on after signing in) until the notice's content changes.
 */
export function NoticePopup() {
  const notice = useActiveNotice();
  const [closed, setClosed] = useState<string | null>(() => readStorage(NOTICE_SEEN_KEY));
  const current = notice.data ?? null;
  if (!current || isNoticeSeen(current, closed)) return null;
  const close = () => {
    const version = noticeVersion(current);
    writeStorage(NOTICE_SEEN_KEY, version);
    setClosed(version);
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={current} onClose={close} />
    </Suspense>
  );
}
