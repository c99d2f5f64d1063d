import { zodResolver } from '@hookform/resolvers/zod';
import { POST_JOB_STATUSES } from '@songdee/shared/shipping-list/post-job.schema';
import { postJobDateBlock } from '@songdee/shared/shipping-list/post-job-rules';
import { postJobInputSchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { applyFieldIssues } from '../../../lib/form-errors';
import { apiErrorMessage, notifyError } from '../../../lib/notify';
import type { PostJobView } from '../api/shipping-lists-api';
import { useCreateSending } from '../api/use-shipping-lists';

/** The form's fields: the shared input without the password, which the sign-in confirm popup adds. */
const postJobFormSchema = postJobInputSchema.omit({ password: true });
export type PostJobFormValues = z.input<typeof postJobFormSchema>;
const FIELDS = ['name', 'surname', 'phone', 'address', 'postcode', 'appointDate', 'slot', 'description'] as const;

/**
 * The post job form: each required field with its own message (the shared schema), the day checked again with
 * `postJobDateBlock` on submit (the picker already greys out blocked days), then the password popup, then the
 * call. The service's refusal (REASON) and other errors show on the page; a wrong password under the field.
 */
export function usePostJobForm(storeId: string, view: PostJobView, holidays: ReadonlySet<string>) {
  const { t } = useTranslation();
  const send = useCreateSending(storeId, view.shippingListId);
  const job = view.job;
  const form = useForm<PostJobFormValues>({
    resolver: zodResolver(postJobFormSchema) as unknown as Resolver<PostJobFormValues>,
    defaultValues: {
      name: job?.name ?? view.defaults.name,
      surname: job?.surname ?? view.defaults.surname,
      phone: job?.phone ?? view.defaults.phone,
      address: job?.address ?? '',
      postcode: job?.postcode ?? '',
      appointDate: job?.appointDate ?? view.defaults.appointDate,
      slot: job?.slot ?? view.defaults.slot ?? undefined,
      description: job?.description ?? '',
    },
  });
  const [pending, setPending] = useState<PostJobFormValues | null>(null);
  const [passwordError, setPasswordError] = useState<unknown>(null);
  const [failure, setFailure] = useState<unknown>(null);
  // Kept as the failed calls and worded here at each render, so they follow a language switch.
  useTranslation();
  const [sent, setSent] = useState(false);

  const onValid = (values: PostJobFormValues) => {
    const block = postJobDateBlock(values.appointDate, new Date(), holidays);
    if (block) return form.setError('appointDate', { type: 'rule', message: t(`errors:${block}`) });
    setFailure(null);
    setPasswordError(null);
    setPending(values);
  };
  const submit = form.handleSubmit(onValid, () => notifyError('validation:formInvalid'));

  const confirm = (password: string) => {
    if (!pending) return;
    send.mutate(
      { ...pending, description: pending.description ?? '', slot: pending.slot as 1 | 2, password },
      {
        onSuccess: (job) => {
          setPending(null);
          // A full queue is an answer, not a booking: the page shows it and the form stays open for another day.
          setSent(job.status !== POST_JOB_STATUSES.queueFull);
        },
        onError: (error) => {
          if (isApiError(error, 'WRONG_PASSWORD') || isApiError(error, 'TOO_MANY_ATTEMPTS')) return setPasswordError(error);
          setPending(null);
          if (applyFieldIssues(error, form.setError, FIELDS)) return notifyError('validation:checkInput');
          // The service's REASON arrives inside the message (POST_JOB_REJECTED); the form stays open for another try.
          setFailure(error);
        },
      },
    );
  };

  return {
    form,
    submit,
    popup: {
      opened: pending !== null,
      sending: send.isPending,
      error: passwordError ? apiErrorMessage(passwordError) : null,
      onClose: () => setPending(null),
      onConfirm: confirm,
    },
    failure: failure ? apiErrorMessage(failure) : null,
    sent,
  };
}
