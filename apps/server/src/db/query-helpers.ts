/** Small pieces the repositories' queries repeat. */

/** A LIKE pattern matching `text` anywhere, its wildcards escaped: a search for "50%" finds the text "50%". */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first row a query answers, or undefined (a find by key). */
export const firstRow = async <T>(query: PromiseLike<T[]>): Promise<T | undefined> => (await query)[0];
