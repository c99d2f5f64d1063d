import type { CardPaymentForm } from '@songdee/shared/shipping-list/shipping-list.schema';

/**
 * Sends the browser to the card gateway: a POST form with the server's signed fields, submitted at once
 * (the gateway takes a form post, not a link). The page is left, so nothing runs after this.
 */
export function submitCardPayment(payment: CardPaymentForm, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payment.action;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(payment.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
