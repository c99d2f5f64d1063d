import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { REVIEW_SCORES, type Review, type ReviewInput, type ReviewScore, reviewInputSchema } from '@songdee/shared/review/review.schema';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions, GrowingTextarea } from '../../../components/form-parts';
import { formSchema } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import { useFieldProps } from '../../../lib/use-field-props';
import { useSaveReview } from '../api/use-storefront';

const SCORE_COLORS: Record<number, string> = { 3: 'teal', 2: 'yellow', 1: 'orange' };
export const scoreColor = (score: number) => SCORE_COLORS[score] ?? 'gray';
const isReviewScore = (score: number): score is ReviewScore => (REVIEW_SCORES as readonly number[]).includes(score);
/** A score's label (ดีมาก, ปานกลาง, ควรปรับปรุง); the number itself outside 1-3. */
export const scoreName = (t: TFunction, score: number) => (isReviewScore(score) ? t(`store:reviewScore.${score}`) : String(score));

/** The review modal (spec 2): score required (3 ดีมาก, 2 ปานกลาง, 1 ควรปรับปรุง), comment optional. */
export function ReviewModal({
  storeId,
  mine,
  opened,
  onClose,
}: {
  storeId: string;
  mine: Review | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const save = useSaveReview(storeId, !!mine);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(formSchema(reviewInputSchema)),
    defaultValues: { score: mine?.score ?? (undefined as unknown as number), comment: mine?.comment ?? '' },
  });
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const field = useFieldProps(form);

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess('shopUi:review.saved');
        onClose();
      },
      onError: notifyApiError,
    }),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{mine ? t('shopUi:review.editTitle') : t('shopUi:review.writeTitle')}</Text>}
      radius="lg"
      centered
    >
      <form noValidate onSubmit={submit} data-testid="review-form">
        <Stack gap="md">
          <Controller
            control={control}
            name="score"
            render={({ field }) => (
              <Radio.Group
                label={t('shopUi:review.score')}
                withAsterisk
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(Number(v))}
                error={fieldError(errors.score?.message)}
              >
                <Group gap="sm" mt={6}>
                  {REVIEW_SCORES.map((score) => (
                    <Radio.Card key={score} value={String(score)} radius="md" p="sm" w={130} data-testid={`review-score-${score}`}>
                      <Group gap={8} wrap="nowrap">
                        <Radio.Indicator color={scoreColor(score)} />
                        <Text fz="sm" fw={600}>
                          {t(`store:reviewScore.${score}`)}
                        </Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <GrowingTextarea label={t('shopUi:review.comment')} maxRows={6} data-testid="review-comment" {...field('comment')} />
          <FormActions onCancel={onClose} saving={save.isPending} saveTestId="review-submit" />
        </Stack>
      </form>
    </Modal>
  );
}
