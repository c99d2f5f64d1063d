import type { InlineStylesInput } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Items in view up to a window width (spec 2 section 9): 2 up to 500 px, 3 up to 900 px, 4 wider. */
const ITEMS_IN_VIEW_UP_TO = [
  [500, 2],
  [900, 3],
] as const;
const ITEMS_IN_VIEW_WIDER = 4;

/** Items in view at a window width. */
export function itemsInView(width: number): number {
  return ITEMS_IN_VIEW_UP_TO.find(([upTo]) => width <= upTo)?.[1] ?? ITEMS_IN_VIEW_WIDER;
}

/**
 * The same as CSS (Mantine `InlineStyles` input) setting `--carousel-per-view` (components/carousel.tsx), so that a
 * page rendered on the server shows as many cards as the app will, before its scripts run.
 */
const perView = (items: number) => ({ '--carousel-per-view': String(items) }) as CSSProperties;
export const itemsInViewStyles: Omit<InlineStylesInput, 'selector'> = {
  styles: perView(ITEMS_IN_VIEW_WIDER),
  // The widest first: the narrower rule, later, wins where both apply.
  media: [...ITEMS_IN_VIEW_UP_TO].reverse().map(([upTo, items]) => ({
    query: `(max-width: ${upTo}px)`,
    styles: perView(items),
  })),
};
