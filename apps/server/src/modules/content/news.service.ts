import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { News, NewsInput } from '@songdee/shared/content/news.schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { Actor } from '../auth/actor';
import type { PostOfficeAdmins } from '../auth/post-office-admins.service';
import type { NewsRepository, NewsRow } from './news.repository';

const toNews = (row: NewsRow): News => ({
  id: row.id,
  title: row.title,
  description: row.description,
  inactive: row.inactive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('NEWS_NOT_FOUND');
  return row;
};

type NewsValues = Required<Pick<NewsInput, 'title' | 'description' | 'inactive'>>;

/** The id the landing page asks for its headline: the newest live item. */
const HEADLINE_NEWS_ID = '1';

/** News (spec 2 `/news`): everyone reads the live items; the central admin lists, writes and removes them. */
export function createNewsService(deps: { repo: NewsRepository; postOffice: Pick<PostOfficeAdmins, 'requireCentral'> }) {
  const { repo, postOffice } = deps;

  /** Whether the caller is the central admin, without refusing anyone. */
  const isCentralAdmin = async (actor: Actor | null) =>
    actor?.role === 'Admin' &&
    (await postOffice.requireCentral(actor).then(
      () => true,
      () => false,
    ));

  return {
    live: async () => (await repo.live()).map(toNews),

    /**
     * A live item for everyone; an inactive one only for the central admin (NEWS_NOT_FOUND for the others). The
     * landing page of the original system asks for `/api/news/1`, from when news had numbers and the first was the
     * headline: `1` is the newest live item (our ids are UUIDs, so it can name no other).
     */
    async get(actor: Actor | null, id: string): Promise<News> {
      if (id === HEADLINE_NEWS_ID) return toNews(found((await repo.live())[0]));
      const row = found(isUuid(id) ? await repo.find(id) : undefined);
      if (row.inactive && !(await isCentralAdmin(actor))) throw new AppError('NEWS_NOT_FOUND');
      return toNews(row);
    },

    async list(actor: Actor, query: ListQuery) {
      await postOffice.requireCentral(actor);
      const page = await repo.list(query.searchString, query);
      return { contents: page.contents.map(toNews), paging: page.paging };
    },

    async create(actor: Actor, input: NewsValues, idempotencyKey: string | undefined) {
      await postOffice.requireCentral(actor);
      return toNews(found(await repo.insert(input, idempotencyKey)));
    },

    async update(actor: Actor, id: string, input: NewsValues) {
      await postOffice.requireCentral(actor);
      return toNews(found(await repo.update(id, input)));
    },

    async delete(actor: Actor, id: string) {
      await postOffice.requireCentral(actor);
      if (!(await repo.delete(id))) throw new AppError('NEWS_NOT_FOUND');
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
