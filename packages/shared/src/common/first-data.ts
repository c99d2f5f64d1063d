import { fileCalls } from '../order/file.calls';
/**
 * The first data of a public page (`/`, a store's main page): the server answers the API requests the page's first
 * screen makes and puts the answers into the page's HTML, in a `<script type="application/json">` of this id; the web
 * app seeds its queries with them instead of asking (apps/server/src/web-first-data.ts, apps/web/src/lib/first-data.ts).
 */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/** A query string's values as the web app's API client takes them; empty ones (null, undefined) are not sent. */
export type RequestQuery = Record<string, string | number | boolean | undefined | null>;

/** One API GET as a key of the first data: the path and the query's parameters in name order. */
export function firstDataKey(path: string, query: RequestQuery = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The address of an uploaded file (product image, logo, slide, payment slip): GET /api/files?filename=. */
export function fileUrl(key: string): string {
  return `${fileCalls.get.path}?filename=${encodeURIComponent(key)}`;
}
