/** Placeholder until the screen lands (issue 6, in progress). */
export function PackingPendingPage() {
  return null;
}
