import { Badge, Checkbox, Group, Image, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type FaqInput,
  faqInputSchema,
  type NoticeInput,
  noticeInputSchema,
  SLIDER_TARGETS,
  type SliderInput,
  sliderInputSchema,
} from '@songdee/shared/content/landing.schema';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '../../../lib/files';
import { formatDateTime } from '../../../lib/format';
import { useFaqs, useSliders } from '../../../lib/landing-content';
import { useDeleteFaq, useDeleteNotice, useDeleteSlider, useNotices, useSaveFaq, useSaveNotice, useSaveSlider } from '../api/use-admin';
import { ContentTab, ImageInput } from './content-tab';

export function SlidersTab() {
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

export function NoticesTab() {
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

export function FaqsTab() {
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
