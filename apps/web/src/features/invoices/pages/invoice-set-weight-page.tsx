/** Placeholder until the screen lands (issue 6, in progress). */
export function InvoiceSetWeightPage() {
  return null;
}
