import { describe, expect, it } from 'vitest';
import { itemsInView, itemsInViewStyles } from './carousel-layout';

describe('carousel items in view', () => {
  it('shows 4, then 3 at 900 px and 600 px, then 2 at 500 px (spec 2 section 9)', () => {
    expect(itemsInView(1280)).toBe(4);
    expect(itemsInView(900)).toBe(3);
    expect(itemsInView(600)).toBe(3);
    expect(itemsInView(500)).toBe(2);
  });

  it('the CSS rules give the same number at every width, as the browser applies them (the last matching rule wins)', () => {
    const perViewAt = (width: number) => {
      const matching = (itemsInViewStyles.media ?? []).filter(({ query }) => width <= Number(/max-width: (\d+)px/.exec(query)?.[1]));
      const styles = (matching.at(-1)?.styles ?? itemsInViewStyles.styles) as Record<string, string>;
      return Number(styles['--carousel-per-view']);
    };
    for (const width of [320, 390, 500, 501, 600, 900, 901, 1280]) expect(perViewAt(width), `${width} px`).toBe(itemsInView(width));
  });
});
