/** Placeholder until the screen lands (issue 6, in progress). */
export function PackingHistoryPage() {
  return null;
}
