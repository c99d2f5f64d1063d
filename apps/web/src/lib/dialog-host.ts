import { useSyncExternalStore } from 'react';

/**
 * The confirm dialogs' host (Mantine's ModalsProvider, app/deferred-hosts.tsx) is loaded the first time a dialog is
 * asked for, not with the first page: `dialogHostReady()` asks for it and resolves once it listens.
 */
let ready: Promise<void> | null = null;
let markMounted = () => {};
const listeners = new Set<() => void>();

export function dialogHostReady(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markMounted = resolve;
    });
    for (const listener of listeners) listener();
  }
  return ready;
}

/** For the host: it has mounted and listens for dialogs. */
export function dialogHostMounted(): void {
  markMounted();
}

/** For app-providers.tsx: whether a dialog has been asked for (the host is then mounted, and stays). */
export function useDialogHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => ready !== null,
    // No dialog asked for on the server (the landing page prerendered at build time, app/prerender.tsx).
    () => false,
  );
}
