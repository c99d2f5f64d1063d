import type { TooltipProps } from '@mantine/core';
import { cloneElement, isValidElement, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';
import { afterFirstPage } from '../app/routes/lazy-page';

type TooltipModule = typeof import('./tooltip-module');

let loaded: TooltipModule | null = null;
let loading: Promise<TooltipModule> | null = null;

/** Mantine's Tooltip module, loaded once after the first page (afterFirstPage), for every tooltip at once. */
function tooltipModule(): Promise<TooltipModule> {
  loading ??= new Promise<void>((resolve) => afterFirstPage(resolve))
    .then(() => import('./tooltip-module'))
    .then((module) => (loaded = module));
  return loading;
}

/**
 * Mantine's Tooltip, whose code (floating-ui) is not part of the first screen's: the element shows at once, its
 * tooltip once the browser is idle after the first page (the header's menus load then too, with the same code). The
 * buttons it wraps are named by their own aria-label, so only the hover text waits (tooltips open on hover only,
 * Mantine's default). The tooltip comes beside the element (Mantine's `target`) rather than around it, so the element
 * is not drawn anew when it arrives: the focus, and a dialog's way back to it, stay. A pointer already resting on the
 * element when the code arrives sees the tooltip on its next entry: opening it then (tried) left it open over the
 * dialog its button had opened, since no mouseleave reaches an element under a modal's overlay.
 */
export function Tooltip({ children, ...props }: TooltipProps) {
  const [module, setModule] = useState(loaded);
  const target = useRef<HTMLElement>(null);
  useEffect(() => {
    if (module) return;
    let live = true;
    void tooltipModule().then((next) => {
      if (live) setModule(next);
    });
    return () => {
      live = false;
    };
  }, [module]);
  return (
    <>
      {isValidElement(children) ? cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref: target }) : children}
      {module ? <module.Tooltip {...props} target={target} /> : null}
    </>
  );
}
