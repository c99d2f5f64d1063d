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
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAuthForm } from '../../../components/account-form';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { PlusIcon } from '../../../components/icons';
import { type ListColumn, ListRows } from '../../../components/list-page';
import { PageFrame } from '../../../components/page-frame';
import { type DeleteOptions, deleteAction, editAction, RowActions } from '../../../components/row-actions';
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

type SaveMutation<I> = ComponentProps<typeof ContentFormDialog<I & FieldValues>>['save'];

/**
 * One kind of landing content (sliders, notices, FAQs): its records as rows with edit and delete, an add button, and
 * the form in a dialog. `name` makes the test ids (`add-{name}`, `{name}-row`, `{name}-dialog`, `edit-{name}`...).
 */
function ContentTab<T extends { id: string }, I extends FieldValues>(props: {
  name: 'slider' | 'notice' | 'faq';
  query: { isPending: boolean; data?: T[] | null };
  empty: string;
  title: string;
  schema: z.ZodType<I, unknown>;
  save: SaveMutation<I>;
  remove: DeleteOptions<string, unknown>['mutation'];
  blank: (rows: T[]) => I;
  toInput: (row: T) => I;
  columns: (actions: (row: T) => ReactNode) => ListColumn<T>[];
  card: (row: T, actions: ReactNode) => ReactNode;
  fields: (form: ReturnType<typeof useAuthForm<I>>) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing<I>>(null);
  const rows = props.query.data ?? [];
  const actions = (row: T) => (
    <RowActions
      actions={[
        editAction({ onClick: () => setEditing({ id: row.id, values: props.toInput(row) }), testId: `edit-${props.name}` }),
        deleteAction({
          mutation: props.remove,
          variables: row.id,
          title: t('adminUi:content.deleteTitle'),
          message: t('adminUi:content.deleteMessage'),
          done: t('adminUi:content.deleted'),
          testId: `delete-${props.name}`,
        }),
      ]}
    />
  );
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          leftSection={<PlusIcon size={16} />}
          onClick={() => setEditing({ id: null, values: props.blank(rows) })}
          data-testid={`add-${props.name}`}
        >
          {t('adminUi:content.add')}
        </Button>
      </Group>
      {props.query.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState text={props.empty} />
      ) : (
        <ListRows
          rows={rows}
          minWidth={640}
          testIds={props.name}
          columns={props.columns(actions)}
          card={(row) => props.card(row, actions(row))}
        />
      )}
      <ContentFormDialog
        editing={editing}
        title={props.title}
        testId={`${props.name}-dialog`}
        schema={props.schema}
        save={props.save}
        savedText={t('adminUi:content.saved')}
        onClose={() => setEditing(null)}
      >
        {(form) => (
          <Stack gap="md" mb="md">
            {props.fields(form)}
          </Stack>
        )}
      </ContentFormDialog>
    </Stack>
  );
}

function SlidersTab() {
  const { t } = useTranslation();
  const image = (path: string) => <Image src={fileUrl(path)} alt="" h={60} w={160} fit="cover" radius="sm" />;
  return (
    <ContentTab
      name="slider"
      query={useSliders()}
      empty={t('adminUi:content.emptySliders')}
      title={t('adminUi:content.sliderTitle')}
      schema={sliderInputSchema}
      save={useSaveSlider()}
      remove={useDeleteSlider()}
      blank={(rows): SliderInput => ({ imagePath: '', urlLink: '', target: '_self', sortOrder: rows.length + 1 })}
      toInput={(s): SliderInput => ({ imagePath: s.imagePath, urlLink: s.urlLink, target: s.target, sortOrder: s.sortOrder })}
      columns={(actions) => [
        { key: 'image', header: t('adminUi:fields.image'), cell: (s) => image(s.imagePath) },
        { key: 'link', header: t('adminUi:fields.urlLink'), cell: (s) => s.urlLink || t('adminUi:content.noLink') },
        { key: 'order', header: t('adminUi:fields.sortOrder'), ta: 'right', cell: (s) => s.sortOrder },
        { key: 'actions', cell: actions },
      ]}
      card={(s, actions) => (
        <Group justify="space-between">
          {image(s.imagePath)}
          {actions}
        </Group>
      )}
      fields={({ field, form }) => (
        <>
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
        </>
      )}
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
  return (
    <ContentTab
      name="notice"
      query={useNotices()}
      empty={t('adminUi:content.emptyNotices')}
      title={t('adminUi:content.noticeTitle')}
      schema={noticeInputSchema}
      save={useSaveNotice()}
      remove={useDeleteNotice()}
      blank={(): NoticeInput => ({ content: '', imagePath: null, active: true })}
      toInput={(n): NoticeInput => ({ content: n.content, imagePath: n.imagePath, active: n.active })}
      columns={(actions) => [
        { key: 'content', header: t('adminUi:fields.content'), cell: (n) => <Text lineClamp={2}>{n.content}</Text> },
        { key: 'date', header: t('adminUi:fields.createdAt'), cell: (n) => formatDateTime(n.createdAt) },
        { key: 'shown', header: t('adminUi:fields.status'), cell: (n) => <ShownBadge shown={n.active} /> },
        { key: 'actions', cell: actions },
      ]}
      card={(n, actions) => (
        <Stack gap={4}>
          <Text lineClamp={3}>{n.content}</Text>
          <Group justify="space-between">
            <ShownBadge shown={n.active} />
            {actions}
          </Group>
        </Stack>
      )}
      fields={({ field, form }) => (
        <>
          <Textarea label={t('adminUi:fields.content')} withAsterisk autosize minRows={3} {...field('content')} />
          <ImageInput form={form} optional />
          <Checkbox label={t('adminUi:fields.showNotice')} {...form.register('active')} />
        </>
      )}
    />
  );
}

function FaqsTab() {
  const { t } = useTranslation();
  return (
    <ContentTab
      name="faq"
      query={useFaqs()}
      empty={t('adminUi:content.emptyFaqs')}
      title={t('adminUi:content.faqTitle')}
      schema={faqInputSchema}
      save={useSaveFaq()}
      remove={useDeleteFaq()}
      blank={(rows): FaqInput => ({ question: '', answer: '', sortOrder: rows.length + 1 })}
      toInput={(f): FaqInput => ({ question: f.question, answer: f.answer, sortOrder: f.sortOrder })}
      columns={(actions) => [
        { key: 'order', header: t('adminUi:fields.sortOrder'), w: 70, cell: (f) => f.sortOrder },
        { key: 'question', header: t('adminUi:fields.question'), td: { fw: 600 }, cell: (f) => f.question },
        { key: 'answer', header: t('adminUi:fields.answer'), cell: (f) => <Text lineClamp={2}>{f.answer}</Text> },
        { key: 'actions', cell: actions },
      ]}
      card={(f, actions) => (
        <Stack gap={4}>
          <Text fw={700}>{f.question}</Text>
          <Text lineClamp={2} fz="sm">
            {f.answer}
          </Text>
          {actions}
        </Stack>
      )}
      fields={({ field }) => (
        <>
          <TextInput label={t('adminUi:fields.question')} withAsterisk {...field('question')} />
          <Textarea label={t('adminUi:fields.answer')} withAsterisk autosize minRows={3} {...field('answer')} />
          <TextInput label={t('adminUi:fields.sortOrder')} inputMode="numeric" {...field('sortOrder')} />
        </>
      )}
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
