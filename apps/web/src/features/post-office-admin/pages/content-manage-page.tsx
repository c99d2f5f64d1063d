import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Image,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type FaqInput,
  faqInputSchema,
  MANUAL_DEVICES,
  MANUAL_MAX_BYTES,
  type ManualDevice,
  type NoticeInput,
  noticeInputSchema,
  type PrintPopupInput,
  printPopupInputSchema,
  SLIDER_TARGETS,
  type SliderInput,
  sliderInputSchema,
} from '@songdee/shared/content/landing.schema';
import { type ReactNode, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuthForm } from '../../../components/account-form';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { PlusIcon } from '../../../components/icons';
import { ListRows, type ListRowsProps } from '../../../components/list-page';
import { PageFrame } from '../../../components/page-frame';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { UploadButton } from '../../../components/upload-button';
import { fileUrl, hasExtension } from '../../../lib/files';
import { formatDateTime } from '../../../lib/format';
import { useFaqs, useManuals, useSliders } from '../../../lib/landing-content';
import { apiErrorMessage, notifySuccess } from '../../../lib/notify';
import { useFieldError } from '../../../lib/use-field-error';
import {
  useDeleteFaq,
  useDeleteNotice,
  useDeleteSlider,
  useNotices,
  usePrintPopupAdmin,
  useSaveFaq,
  useSaveNotice,
  useSavePrintPopup,
  useSaveSlider,
  useUploadManual,
} from '../api/use-admin';
import { ContentFormDialog } from '../components/content-form-dialog';
import { ContentImageField } from '../components/content-image-field';

type Editing<T> = { id: string | null; values: T } | null;

/** The image field bound to a form's `imagePath`. */
function ImageInput<T extends FieldValues>({ form, optional }: { form: UseFormReturn<T>; optional?: boolean }) {
  const name = 'imagePath' as Path<T>;
  const fieldError = useFieldError();
  return (
    <ContentImageField
      value={(form.watch(name) as string | null) ?? null}
      onChange={(path) => form.setValue(name, path as PathValue<T, Path<T>>, { shouldValidate: true, shouldDirty: true })}
      error={fieldError(form.getFieldState(name, form.formState).error?.message)}
      optional={optional}
    />
  );
}

/** A tab's list of records with its add button, and its dialog after. */
function Section<T extends { id: string }>(props: {
  query: { isPending: boolean; data?: T[] | null };
  empty: string;
  onAdd: () => void;
  testId: string;
  rows: Omit<ListRowsProps<T>, 'rows' | 'minWidth'>;
  dialog: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = props.query.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<PlusIcon size={16} />} onClick={props.onAdd} data-testid={`add-${props.testId}`}>
          {t('adminUi:content.add')}
        </Button>
      </Group>
      {props.query.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState text={props.empty} />
      ) : (
        <ListRows rows={rows} minWidth={640} testIds={props.testId} {...props.rows} />
      )}
      {props.dialog}
    </Stack>
  );
}

function useDeleteAction() {
  const { t } = useTranslation();
  return (mutation: Parameters<typeof deleteAction<string, void>>[0]['mutation'], id: string, testId: string) =>
    deleteAction({
      mutation,
      variables: id,
      title: t('adminUi:content.deleteTitle'),
      message: t('adminUi:content.deleteMessage'),
      done: t('adminUi:content.deleted'),
      testId,
    });
}

function SlidersTab() {
  const { t } = useTranslation();
  const sliders = useSliders();
  const save = useSaveSlider();
  const remove = useDeleteSlider();
  const del = useDeleteAction();
  const [editing, setEditing] = useState<Editing<SliderInput>>(null);
  const next = (sliders.data?.length ?? 0) + 1;
  const actions = (s: NonNullable<typeof sliders.data>[number]) => (
    <RowActions
      actions={[
        editAction({
          onClick: () =>
            setEditing({ id: s.id, values: { imagePath: s.imagePath, urlLink: s.urlLink, target: s.target, sortOrder: s.sortOrder } }),
          testId: 'edit-slider',
        }),
        del(remove, s.id, 'delete-slider'),
      ]}
    />
  );
  const image = (path: string) => <Image src={fileUrl(path)} alt="" h={60} w={160} fit="cover" radius="sm" />;
  return (
    <Section
      query={sliders}
      empty={t('adminUi:content.emptySliders')}
      testId="slider"
      onAdd={() => setEditing({ id: null, values: { imagePath: '', urlLink: '', target: '_self', sortOrder: next } })}
      rows={{
        columns: [
          { key: 'image', header: t('adminUi:fields.image'), cell: (s) => image(s.imagePath) },
          { key: 'link', header: t('adminUi:fields.urlLink'), cell: (s) => s.urlLink || t('adminUi:content.noLink') },
          { key: 'order', header: t('adminUi:fields.sortOrder'), ta: 'right', cell: (s) => s.sortOrder },
          { key: 'actions', cell: actions },
        ],
        card: (s) => (
          <Group justify="space-between">
            {image(s.imagePath)}
            {actions(s)}
          </Group>
        ),
      }}
      dialog={
        <ContentFormDialog
          editing={editing}
          title={t('adminUi:content.sliderTitle')}
          testId="slider-dialog"
          schema={sliderInputSchema}
          save={save}
          savedText={t('adminUi:content.saved')}
          onClose={() => setEditing(null)}
        >
          {({ field, form }) => (
            <Stack gap="md" mb="md">
              <ImageInput form={form} />
              <TextInput label={t('adminUi:fields.urlLink')} description={t('adminUi:fields.urlLinkHint')} {...field('urlLink')} />
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <NativeSelect
                  label={t('adminUi:fields.target')}
                  data={SLIDER_TARGETS.map((value) => ({ value, label: t(`adminUi:fields.targets.${value}`) }))}
                  {...field('target')}
                />
                <TextInput label={t('adminUi:fields.sortOrder')} inputMode="numeric" {...field('sortOrder')} />
              </SimpleGrid>
            </Stack>
          )}
        </ContentFormDialog>
      }
    />
  );
}

function ShownBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={shown ? 'teal' : 'gray'}>
      {shown ? t('adminUi:content.shown') : t('adminUi:content.notShown')}
    </Badge>
  );
}

function NoticesTab() {
  const { t } = useTranslation();
  const notices = useNotices();
  const save = useSaveNotice();
  const remove = useDeleteNotice();
  const del = useDeleteAction();
  const [editing, setEditing] = useState<Editing<NoticeInput>>(null);
  const actions = (n: NonNullable<typeof notices.data>[number]) => (
    <RowActions
      actions={[
        editAction({
          onClick: () => setEditing({ id: n.id, values: { content: n.content, imagePath: n.imagePath, active: n.active } }),
          testId: 'edit-notice',
        }),
        del(remove, n.id, 'delete-notice'),
      ]}
    />
  );
  return (
    <Section
      query={notices}
      empty={t('adminUi:content.emptyNotices')}
      testId="notice"
      onAdd={() => setEditing({ id: null, values: { content: '', imagePath: null, active: true } })}
      rows={{
        columns: [
          { key: 'content', header: t('adminUi:fields.content'), cell: (n) => <Text lineClamp={2}>{n.content}</Text> },
          { key: 'date', header: t('adminUi:fields.createdAt'), cell: (n) => formatDateTime(n.createdAt) },
          { key: 'shown', header: t('adminUi:fields.status'), cell: (n) => <ShownBadge shown={n.active} /> },
          { key: 'actions', cell: actions },
        ],
        card: (n) => (
          <Stack gap={4}>
            <Text lineClamp={3}>{n.content}</Text>
            <Group justify="space-between">
              <ShownBadge shown={n.active} />
              {actions(n)}
            </Group>
          </Stack>
        ),
      }}
      dialog={
        <ContentFormDialog
          editing={editing}
          title={t('adminUi:content.noticeTitle')}
          testId="notice-dialog"
          schema={noticeInputSchema}
          save={save}
          savedText={t('adminUi:content.saved')}
          onClose={() => setEditing(null)}
        >
          {({ field, form }) => (
            <Stack gap="md" mb="md">
              <Textarea label={t('adminUi:fields.content')} withAsterisk autosize minRows={3} {...field('content')} />
              <ImageInput form={form} optional />
              <Checkbox label={t('adminUi:fields.showNotice')} {...form.register('active')} />
            </Stack>
          )}
        </ContentFormDialog>
      }
    />
  );
}

function FaqsTab() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  const save = useSaveFaq();
  const remove = useDeleteFaq();
  const del = useDeleteAction();
  const [editing, setEditing] = useState<Editing<FaqInput>>(null);
  const next = (faqs.data?.length ?? 0) + 1;
  const actions = (f: NonNullable<typeof faqs.data>[number]) => (
    <RowActions
      actions={[
        editAction({
          onClick: () => setEditing({ id: f.id, values: { question: f.question, answer: f.answer, sortOrder: f.sortOrder } }),
          testId: 'edit-faq',
        }),
        del(remove, f.id, 'delete-faq'),
      ]}
    />
  );
  return (
    <Section
      query={faqs}
      empty={t('adminUi:content.emptyFaqs')}
      testId="faq"
      onAdd={() => setEditing({ id: null, values: { question: '', answer: '', sortOrder: next } })}
      rows={{
        columns: [
          { key: 'order', header: t('adminUi:fields.sortOrder'), w: 70, cell: (f) => f.sortOrder },
          { key: 'question', header: t('adminUi:fields.question'), td: { fw: 600 }, cell: (f) => f.question },
          { key: 'answer', header: t('adminUi:fields.answer'), cell: (f) => <Text lineClamp={2}>{f.answer}</Text> },
          { key: 'actions', cell: actions },
        ],
        card: (f) => (
          <Stack gap={4}>
            <Text fw={700}>{f.question}</Text>
            <Text lineClamp={2} fz="sm">
              {f.answer}
            </Text>
            {actions(f)}
          </Stack>
        ),
      }}
      dialog={
        <ContentFormDialog
          editing={editing}
          title={t('adminUi:content.faqTitle')}
          testId="faq-dialog"
          schema={faqInputSchema}
          save={save}
          savedText={t('adminUi:content.saved')}
          onClose={() => setEditing(null)}
        >
          {({ field }) => (
            <Stack gap="md" mb="md">
              <TextInput label={t('adminUi:fields.question')} withAsterisk {...field('question')} />
              <Textarea label={t('adminUi:fields.answer')} withAsterisk autosize minRows={3} {...field('answer')} />
              <TextInput label={t('adminUi:fields.sortOrder')} inputMode="numeric" {...field('sortOrder')} />
            </Stack>
          )}
        </ContentFormDialog>
      }
    />
  );
}

const MANUAL_LABELS = { pc: 'adminUi:content.manualPc', mobile: 'adminUi:content.manualMobile' } as const;

function ManualCard({ device }: { device: ManualDevice }) {
  const { t } = useTranslation();
  const manuals = useManuals();
  const upload = useUploadManual();
  const [problem, setProblem] = useState<string | null>(null);
  const manual = manuals.data?.[device] ?? null;
  const choose = (file: File | null) => {
    if (!file) return;
    if (!hasExtension(file.name, ['.pdf'])) return setProblem(t('adminUi:content.manualNotPdf', { name: file.name }));
    if (file.size > MANUAL_MAX_BYTES) return setProblem(t('adminUi:content.manualTooLarge', { name: file.name }));
    setProblem(null);
    upload.mutate(
      { device, file },
      { onSuccess: () => notifySuccess(t('adminUi:content.manualUploaded')), onError: (error) => setProblem(apiErrorMessage(error)) },
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
            {problem}
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
        save.mutate(input, { onSuccess: () => notifySuccess(t('adminUi:content.saved')), onError: (error) => showServerError(error) }),
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

function PrintPopupTab() {
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

const TABS = ['sliders', 'notices', 'faqs', 'manuals', 'printPopup'] as const;

/** The landing page's content (central admin; issue 15: staff change it without a developer). */
export function ContentManagePage() {
  const { t } = useTranslation();
  const title = t('adminUi:content.title');
  return (
    <PageFrame title={title} description={t('adminUi:content.description')} crumbs={[{ label: title }]}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Tabs defaultValue="sliders" keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`content-tab-${tab}`}>
                {t(`adminUi:content.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="sliders">
            <SlidersTab />
          </Tabs.Panel>
          <Tabs.Panel value="notices">
            <NoticesTab />
          </Tabs.Panel>
          <Tabs.Panel value="faqs">
            <FaqsTab />
          </Tabs.Panel>
          <Tabs.Panel value="manuals">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {MANUAL_DEVICES.map((device) => (
                <ManualCard key={device} device={device} />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
          <Tabs.Panel value="printPopup">
            <PrintPopupTab />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </PageFrame>
  );
}
