/** Items in view by window width (spec 2 section 9): 4, 3 at 900 px, 3 at 600 px, 2 at 500 px. */
export function itemsInView(width: number): number {
  if (width <= 500) return 2;
  if (width <= 900) return 3;
  return 4;
}
