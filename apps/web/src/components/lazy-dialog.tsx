import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

export interface LazyDialog<P extends { opened: boolean }> {
  /** The dialog: nothing until first opened, then mounted (and kept, so that it closes as any dialog does). */
  Dialog: ComponentType<P>;
  /** Spread on what opens it: its code starts loading when the pointer or the focus reaches it (the click seldom waits). */
  preloadOn: { onPointerEnter: () => void; onFocus: () => void };
}

/**
 * A dialog whose code (Mantine's Modal, its forms) is not part of the page's first chunks: it loads when the pointer
 * or the focus reaches what opens it, or when it is opened. Once loaded it renders closed first and opens a moment
 * later, as a dialog that was there all along: Mantine's Modal notes where the focus was, to give it back on closing,
 * only when `opened` changes.
 */
export function lazyDialog<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Loaded = lazy(async () => {
    const Dialog = await loaded();
    function OpenedAfterMount(props: P) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Dialog {...props} opened={mounted && props.opened} />;
    }
    return { default: OpenedAfterMount };
  });
  function Dialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    return wanted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  const preload = () => void loaded().catch(() => undefined);
  return { Dialog, preloadOn: { onPointerEnter: preload, onFocus: preload } };
}
