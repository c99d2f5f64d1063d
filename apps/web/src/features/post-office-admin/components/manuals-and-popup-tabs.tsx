import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MANUAL_MAX_BYTES, type ManualDevice, type PrintPopupInput, printPopupInputSchema } from '@songdee/shared/content/landing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthForm } from '../../../components/account/account-form';
import { ListSkeleton } from '../../../components/empty-state';
import { UploadButton } from '../../../components/upload-button';
import { fileUrl, hasExtension } from '../../../lib/files';
import { formatDateTime } from '../../../lib/format';
import { useManuals } from '../../../lib/landing-content';
import { type Message, notifySuccess, useWording } from '../../../lib/notify';
import { usePrintPopupAdmin, useSavePrintPopup, useUploadManual } from '../api/use-admin';
import { ImageInput } from './content-tab';

const MANUAL_LABELS = { pc: 'adminUi:content.manualPc', mobile: 'adminUi:content.manualMobile' } as const;

export function ManualCard({ device }: { device: ManualDevice }) {
  const { t } = useTranslation();
  const manuals = useManuals();
  const upload = useUploadManual();
  const [problem, setProblem] = useState<Message | null>(null);
  const word = useWording();
  const manual = manuals.data?.[device] ?? null;
  const choose = (file: File | null) => {
    if (!file) return;
    if (!hasExtension(file.name, ['.pdf'])) return setProblem({ key: 'adminUi:content.manualNotPdf', values: { name: file.name } });
    if (file.size > MANUAL_MAX_BYTES) return setProblem({ key: 'adminUi:content.manualTooLarge', values: { name: file.name } });
    setProblem(null);
    upload.mutate(
      { device, file },
      { onSuccess: () => notifySuccess('adminUi:content.manualUploaded'), onError: (error) => setProblem({ error }) },
    );
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid={`manual-${device}`}>
      <Stack gap="xs">
        <Text fw={700}>{t(MANUAL_LABELS[device])}</Text>
        {manual ? (
          <Anchor href={fileUrl(manual.filePath)} target="_blank" rel="noopener" fz="sm">
            {manual.fileName} · {formatDateTime(manual.updatedAt)}
          </Anchor>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('adminUi:content.manualNone')}
          </Text>
        )}
        <Group gap="sm">
          <UploadButton accept=".pdf,application/pdf" loading={upload.isPending} onChoose={choose} testId={`manual-upload-${device}`}>
            {t('adminUi:content.manualUpload')}
          </UploadButton>
          <Text fz="xs" c="dimmed">
            {t('adminUi:content.manualHint')}
          </Text>
        </Group>
        {problem ? (
          <Text c="red" fz="sm">
            {word(problem)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PrintPopupForm({ values }: { values: PrintPopupInput }) {
  const { t } = useTranslation();
  const save = useSavePrintPopup();
  const { form, field, submit, showServerError } = useAuthForm<PrintPopupInput>(printPopupInputSchema, values);
  return (
    <form
      noValidate
      onSubmit={submit((input) =>
        save.mutate(input, { onSuccess: () => notifySuccess('adminUi:content.saved'), onError: (error) => showServerError(error) }),
      )}
      data-testid="print-popup-form"
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('adminUi:content.printPopupHint')}
        </Text>
        <TextInput label={t('adminUi:fields.title')} withAsterisk {...field('title')} />
        <Textarea label={t('adminUi:fields.content')} withAsterisk autosize minRows={3} {...field('content')} />
        <ImageInput form={form} optional />
        <Checkbox label={t('adminUi:fields.popupActive')} {...form.register('active')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="print-popup-save">
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function PrintPopupTab() {
  const popup = usePrintPopupAdmin();
  if (popup.isPending) return <ListSkeleton />;
  const saved = popup.data;
  return (
    <PrintPopupForm
      key={saved?.version ?? 0}
      values={{
        title: saved?.title ?? '',
        content: saved?.content ?? '',
        imagePath: saved?.imagePath ?? null,
        active: saved?.active ?? true,
      }}
    />
  );
}
