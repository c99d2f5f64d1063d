/** Placeholder until the screen lands (issue 6, in progress). */
export function InvoiceManagePage() {
  return null;
}
