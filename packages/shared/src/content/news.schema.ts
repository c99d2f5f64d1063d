import { z } from 'zod';
import { listQuerySchema } from '../common/list.schema';
import { plainString, requiredText } from '../common/text.schema';

/**
 * News (spec 2 sections 3 "News: TITLE, DESCRIPTION, INACTIVE" and 7). Live news shows on the landing page.
 *
 *   GET    /api/news/live                             -> News[]        everyone; active news, newest first (at most 20)
 *   GET    /api/news/:id                              -> News          everyone for live news; inactive: central admin
 *   GET    /api/news          ?page&size&searchString -> Paged<News>   central admin; every news item, newest first
 *   POST   /api/news          NewsInput               -> News (201)    central admin
 *   PUT    /api/news/:id      NewsInput               -> News          central admin
 *   DELETE /api/news/:id                              -> 204           central admin
 * Refusal: NEWS_NOT_FOUND.
 */
export const NEWS_LIVE_LIMIT = 20;

export const newsInputSchema = z.object({
  title: requiredText(200),
  description: requiredText(5000),
  /** INACTIVE: hidden from the landing page. */
  inactive: z.boolean({ error: 'validation.invalid' }).default(false),
});
export type NewsInput = z.input<typeof newsInputSchema>;

export const newsSchema = z.object({
  id: z.uuid(),
  title: plainString(),
  description: plainString(),
  inactive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type News = z.infer<typeof newsSchema>;

export const newsListQuerySchema = listQuerySchema;
