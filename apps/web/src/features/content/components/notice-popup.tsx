import { lazy, Suspense, useState } from 'react';
import { useActiveNotice } from '../../../lib/landing-content';

// The dialog (Mantine's Modal) loads only when a notice is to be shown.
const NoticeDialog = lazy(() => import('./notice-dialog'));

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
  const notice = useActiveNotice();
  const [closedId, setClosedId] = useState<string | null>(null);
  const current = notice.data ?? null;
  if (!current || closedId === current.id || seenThisVisit(current.id)) return null;
  const close = () => {
    markSeen(current.id);
    setClosedId(current.id);
  };
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={current} onClose={close} />
    </Suspense>
  );
}
