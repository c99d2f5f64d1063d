import type { LabelChoice } from '@songdee/shared/mailing/label-print.schema';
import { type ReactNode, useState } from 'react';
import { useLabelOptions } from '../../lib/use-delivery-reference';
import { lazyDialog } from '../lazy-dialog';

export interface PrintRequest {
  count: number;
  /** The PDF address for the chosen option and start cell; a promise when something must be created first (a print lot). */
  urlFor: (choice: LabelChoice) => string | Promise<string>;
  /** Replaces the default print-done alert (the print screen leads on to the hand-over list). */
  doneAlert?: (close: () => void) => ReactNode;
}

// The dialogs (label-print-dialogs.tsx) load when first wanted, not with the lists that offer them.
const dialogs = lazyDialog(() => import('./label-print-dialogs').then((module) => module.LabelPrintDialogs));

/**
 * The label-size dialog and the after-print alert (label-print-dialogs.tsx): `open` asks for a print, `dialog` goes
 * into the page, `preloadOn` is spread on what opens it (see lazyDialog). The label options are asked for with the page,
 * as before, so that the dialog opens with them.
 */
export function useLabelPrint() {
  const [request, setRequest] = useState<PrintRequest | null>(null);
  useLabelOptions();
  const dialog = <dialogs.Dialog opened={request !== null} request={request} onClose={() => setRequest(null)} />;
  return { open: (next: PrintRequest) => setRequest(next), dialog, preloadOn: dialogs.preloadOn };
}

export type LabelPrint = ReturnType<typeof useLabelPrint>;
