import { describe, expect, it } from 'vitest';
import { itemsInView } from './carousel-layout';

describe('carousel items in view', () => {
  it('shows 4, then 3 at 900 px and 600 px, then 2 at 500 px (spec 2 section 9)', () => {
    expect(itemsInView(1280)).toBe(4);
    expect(itemsInView(900)).toBe(3);
    expect(itemsInView(600)).toBe(3);
    expect(itemsInView(500)).toBe(2);
  });
});
