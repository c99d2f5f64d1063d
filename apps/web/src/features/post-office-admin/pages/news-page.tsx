import { Badge, Checkbox, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type News, type NewsInput, newsInputSchema, newsListQuerySchema } from '@songdee/shared/content/news.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, editAction, RowActions } from '../../../components/row-actions';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteNews, useNewsList, useSaveNews } from '../api/use-admin';
import { ContentFormDialog } from '../components/content-form-dialog';

const NO_NEWS: NewsInput = { title: '', description: '', inactive: false };

function NewsStatus({ news }: { news: News }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={news.inactive ? 'gray' : 'teal'}>
      {news.inactive ? t('adminUi:news.hidden') : t('adminUi:news.live')}
    </Badge>
  );
}

/** /news (central admin, spec 2 section 3 "News: TITLE, DESCRIPTION, INACTIVE"): every item, add and edit; live news shows on main. */
export function NewsPage() {
  const { t } = useTranslation();
  const list = useListParams(newsListQuerySchema, { names: { searchString: 'q' } });
  const news = useNewsList(list.params);
  const save = useSaveNews();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState<{ id: string | null; values: NewsInput } | null>(null);

  const actions = (item: News) => (
    <RowActions
      subject={item.title}
      actions={[
        editAction({
          onClick: () => setEditing({ id: item.id, values: { title: item.title, description: item.description, inactive: item.inactive } }),
          testId: 'edit-news',
        }),
        deleteAction({
          mutation: remove,
          variables: item.id,
          title: t('adminUi:news.deleteTitle'),
          message: t('adminUi:news.deleteMessage', { title: item.title }),
          done: 'adminUi:news.deleted',
          testId: 'delete-news',
        }),
      ]}
    />
  );

  return (
    <ListPage
      texts="adminUi:news"
      actions={<AddButton label={t('adminUi:news.add')} onClick={() => setEditing({ id: null, values: NO_NEWS })} testId="add-news" />}
      query={news}
      paging={list}
      search={{ testId: 'list-search' }}
      rows={{
        minWidth: 720,
        striped: true,
        testIds: 'news',
        columns: [
          { key: 'title', header: t('adminUi:fields.title'), td: { fw: 600 }, cell: (item) => item.title },
          { key: 'date', header: t('adminUi:fields.createdAt'), cell: (item) => formatDate(item.createdAt) },
          { key: 'status', header: t('adminUi:fields.status'), cell: (item) => <NewsStatus news={item} /> },
          { key: 'actions', cell: actions },
        ],
        card: (item) => (
          <Stack gap={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{item.title}</Text>
              <NewsStatus news={item} />
            </Group>
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {formatDate(item.createdAt)}
              </Text>
              {actions(item)}
            </Group>
          </Stack>
        ),
      }}
      after={
        <ContentFormDialog
          editing={editing}
          title={editing?.id ? t('adminUi:news.editTitle') : t('adminUi:news.addTitle')}
          testId="news-dialog"
          schema={newsInputSchema}
          save={save}
          savedText="adminUi:news.saved"
          onClose={() => setEditing(null)}
        >
          {({ field, form }) => (
            <Stack gap="md" mb="md">
              <TextInput label={t('adminUi:fields.title')} withAsterisk {...field('title')} />
              <Textarea label={t('adminUi:fields.newsDescription')} withAsterisk autosize minRows={4} {...field('description')} />
              <Checkbox label={t('adminUi:fields.inactive')} data-testid="news-inactive" {...form.register('inactive')} />
            </Stack>
          )}
        </ContentFormDialog>
      }
    />
  );
}
