import type { ListQuery } from '@songdee/shared/common/list.schema';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A page of a list whose search is optional (the buyer's orders, the pickers). */
export type PageQuery = Pick<ListQuery, 'page' | 'size'> & Partial<Pick<ListQuery, 'searchString'>>;

/** A list's query schema: listQuerySchema or a domain's `.extend()` of it. */
type ListSchema = z.ZodObject<{ page: z.ZodType<number>; size: z.ZodType<number>; searchString: z.ZodType<string> }>;

export interface ListParamsOptions<T> {
  /** The address's name of a field when it is not the field's own (the list screens write `q` for searchString). */
  names?: Partial<Record<keyof T & string, string>>;
  /** The page sizes the screen offers; another size in the address falls back to the schema's default. */
  sizes?: readonly number[];
  /** Fields written to the address even at their default (the product list keeps `page=1`, see its page). */
  keepDefaults?: readonly (keyof T & string)[];
}

const isEmpty = (value: unknown) => value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The list's parameters read from the address, field by field: a value the schema refuses (page=abc, an unknown
 * status, a size the screen does not offer) is that field's default, and the other fields keep theirs.
 * `present` names the fields the address gave validly.
 */
export function readListParams<S extends ListSchema>(
  schema: S,
  search: URLSearchParams,
  options: ListParamsOptions<z.infer<S>> = {},
): { values: z.infer<S>; present: ReadonlySet<string> } {
  const values: Record<string, unknown> = {};
  const present = new Set<string>();
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const raw = search.get(options.names?.[key as keyof z.infer<S> & string] ?? key) ?? undefined;
    const parsed = raw === undefined ? undefined : field.safeParse(raw);
    const allowed = parsed?.success && (key !== 'size' || !options.sizes || options.sizes.includes(parsed.data as number));
    if (parsed?.success && allowed) present.add(key);
    values[key] = parsed?.success && allowed ? parsed.data : field.safeParse(undefined).data;
  }
  return { values: values as z.infer<S>, present };
}

/**
 * The address for `values`: a field at its default is left out (page 1, nothing searched, no filter) unless kept,
 * a list is written comma-separated, and parameters the schema does not know (invoiceId, uri) stay as they were.
 */
export function writeListParams<S extends ListSchema>(
  schema: S,
  values: z.infer<S>,
  current: URLSearchParams,
  options: ListParamsOptions<z.infer<S>> = {},
): URLSearchParams {
  const defaults = readListParams(schema, new URLSearchParams(), options).values as Record<string, unknown>;
  const out = new URLSearchParams(current);
  for (const key of Object.keys(schema.shape)) {
    const name = options.names?.[key as keyof z.infer<S> & string] ?? key;
    const value = (values as Record<string, unknown>)[key];
    const kept = options.keepDefaults?.includes(key as keyof z.infer<S> & string);
    if (isEmpty(value) || (!kept && same(value, defaults[key]))) out.delete(name);
    else out.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return out;
}

/**
 * A list screen's page, size, search and filters, kept in the address so a reload or coming back from a form shows
 * the same page. Setters replace the history entry; any change but the page itself starts again at page 1.
 */
export function useListParams<S extends ListSchema>(schema: S, options: ListParamsOptions<z.infer<S>> = {}) {
  const [search, setSearch] = useSearchParams();
  const { values, present } = readListParams(schema, search, options);
  // Any change leaves keyset paging (`after` goes with the one page it starts), and all but the page starts at page 1.
  const set = (next: Partial<z.infer<S>> & { after?: string }) =>
    setSearch((current) => writeListParams(schema, { ...values, page: 1, after: undefined, ...next }, current, options), { replace: true });
  return {
    /** The parsed values alone, for the query (and its key). */
    params: values,
    ...values,
    present,
    /** The row number before the first row of the page. */
    offset: (values.page - 1) * values.size,
    set,
    /** `after`: the list's `paging.next` when moving one page on (kept in the address if the schema takes it). */
    setPage: (page: number, after?: string) => set({ ...({ page } as Partial<z.infer<S>>), after }),
    setSize: (size: number) => set({ size } as Partial<z.infer<S>>),
    setSearch: (searchString: string) => set({ searchString } as Partial<z.infer<S>>),
  };
}

/**
 * A dialog's list (a picker): page, size and search kept in the component rather than the address, with the same
 * setters as useListParams; a new search or size starts again at page 1.
 */
export function useListState(size: number) {
  const [params, setParams] = useState<Required<PageQuery>>({ page: 1, size, searchString: '' });
  const set = (next: Partial<PageQuery>) => setParams((current) => ({ ...current, page: 1, ...next }));
  return {
    params,
    ...params,
    setPage: (page: number) => set({ page }),
    setSize: (size: number) => set({ size }),
    setSearch: (searchString: string) => set({ searchString }),
  };
}

export type ListState = ReturnType<typeof useListState>;

/** After deleting `count` rows of the page shown: when that emptied a later page, show the page before. */
export function stepBackIfEmptied(list: { page: number; setPage: (page: number) => void }, rowsShown: number, count = 1): void {
  if (count >= rowsShown && list.page > 1) list.setPage(list.page - 1);
}
