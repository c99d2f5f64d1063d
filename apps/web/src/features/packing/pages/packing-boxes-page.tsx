/** Placeholder until the screen lands (issue 6, in progress). */
export function PackingBoxesPage() {
  return null;
}
