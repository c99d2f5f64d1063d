import type { ShippingListSummary } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useMutation } from '@tanstack/react-query';
import { type DeleteOptions, deleteTexts } from '../../../components/row-actions';
import { submitCardPayment } from '../../../lib/card-payment-form';
import { notifyApiError } from '../../../lib/notify';
import { shippingListsApi } from '../api/shipping-lists-api';
import { useDeleteShippingList } from '../api/use-shipping-lists';

/**
 * What the list rows and the manage screen do with a list: print (a PDF in a new window, like the packing
 * hand-over list), pay (the signed form is fetched and posted to the card gateway), delete (asks first).
 * Which of them is offered is the server's `actions`.
 */
export function useShippingListActions(storeId: string) {
  const remove = useDeleteShippingList(storeId);
  const pay = useMutation({
    mutationFn: (id: string) => shippingListsApi.paymentForm(storeId, id),
    onSuccess: (form) => submitCardPayment(form),
    onError: notifyApiError,
  });

  return {
    print: (id: string) => window.open(shippingListsApi.printUrl(storeId, id), '_blank'),
    pay: (id: string) => pay.mutate(id),
    /** The list being sent to the gateway (its button shows a spinner until the page is left). */
    payingId: pay.isPending || pay.isSuccess ? pay.variables : undefined,
    /** What a delete asks and says (the row's bin, the manage screen's button). */
    deleteOptions: (list: Pick<ShippingListSummary, 'id' | 'code'>, onDeleted?: () => void): DeleteOptions<string, undefined> => ({
      mutation: remove,
      variables: list.id,
      ...deleteTexts('shippingListUi:list', { code: list.code }),
      onDeleted,
    }),
  };
}
