import { Avatar, Card, Chip, Group, SimpleGrid, Tabs, Text } from '@mantine/core';
import { STORE_SEARCH_PAGE_SIZE, type StoreCard, storeSearchQuerySchema } from '@songdee/shared/store/store.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../app/navigation/paths';
import { SearchIcon, StoreIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { SearchInput } from '../../../components/search-input';
import { fileUrl } from '../../../lib/files';
import { useListParams } from '../../../lib/use-list-params';
import { useProductCategories, useStoreSearch } from '../api/use-storefront';
import { StoreProvince } from '../components/store-province';

function StoreResult({ store }: { store: StoreCard }) {
  return (
    <Card
      component={Link}
      to={paths.storeMain(store.uri)}
      withBorder
      radius="lg"
      padding="md"
      className="sd-product-card"
      data-testid="store-result"
    >
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={store.logoImage ? fileUrl(store.logoImage.thumbnailFilePath) : null} alt="" size={56} radius="md" color="postBlue">
          <StoreIcon size={26} />
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {store.name}
          </Text>
          <StoreProvince name={store.provinceName} small />
          <Text fz="sm" c="dimmed" lineClamp={2} mt={4}>
            {store.detail}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** The address of the search: the shared query, with the tab (by name or by category) and `q` for the name. */
const storeSearchParamsSchema = storeSearchQuerySchema.extend({ tab: z.enum(['name', 'category']).default('name') });

/** /stores/search (spec 2): tabs to search stores by name or by the category of the products they sell; 20 a page. */
export function StoreSearchPage() {
  const { t } = useTranslation();
  const list = useListParams(storeSearchParamsSchema, { names: { searchName: 'q' }, sizes: [STORE_SEARCH_PAGE_SIZE] });
  const { tab, searchName, categoryId, page } = list;
  const categories = useProductCategories();
  const byCategory = tab === 'category';
  const search = useStoreSearch(
    { page, size: STORE_SEARCH_PAGE_SIZE, ...(byCategory ? { categoryId } : { searchName }) },
    !byCategory || categoryId !== undefined,
  );
  // The category tab asks for a category before it searches.
  const waiting = byCategory && categoryId === undefined;

  const tabs = (
    <Tabs value={tab} onChange={(next) => list.set({ tab: next === 'category' ? 'category' : 'name' })}>
      <Tabs.List mb="md">
        <Tabs.Tab value="name" leftSection={<SearchIcon size={16} />} data-testid="search-tab-name">
          {t('shopUi:search.byName')}
        </Tabs.Tab>
        <Tabs.Tab value="category" leftSection={<StoreIcon size={16} />} data-testid="search-tab-category">
          {t('shopUi:search.byCategory')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="name">
        <Group>
          <SearchInput
            value={searchName}
            placeholder={t('shopUi:search.namePlaceholder')}
            onSearch={(q) => list.set({ searchName: q })}
            testId="store-search"
          />
        </Group>
      </Tabs.Panel>
      <Tabs.Panel value="category">
        <Chip.Group value={categoryId ? String(categoryId) : ''} onChange={(v) => list.set({ categoryId: Number(v) || undefined })}>
          <Group gap="xs">
            {(categories.data ?? []).map((c) => (
              <Chip key={c.id} value={String(c.id)} variant="light" color="postBlue" data-testid="category-chip">
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Tabs.Panel>
    </Tabs>
  );

  return (
    <ListPage
      title={t('shopUi:search.title')}
      description={t('shopUi:search.subtitle')}
      query={waiting ? { isPending: false } : search}
      paging={list}
      filters={tabs}
      empty={{ icon: <StoreIcon size={28} />, text: waiting ? t('shopUi:search.chooseCategory') : t('shopUi:search.empty') }}
      skeleton={{ rows: 3, height: 90 }}
    >
      {(rows) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="store-results">
          {rows.map((store) => (
            <StoreResult key={store.id} store={store} />
          ))}
        </SimpleGrid>
      )}
    </ListPage>
  );
}
