/** Whether `error` carries the PostgreSQL error `code`, as pg throws it or as Drizzle wraps it in `cause`. */
const hasPgCode = (error: unknown, code: string) => {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code === code || e?.cause?.code === code;
};

/**
 * PostgreSQL's unique violation (23505): a concurrent request wrote the same key first (an order put on another list
 * or invoice, a batch confirmed twice, a store uri taken).
 */
export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');

/** PostgreSQL's foreign key violation (23503): a row others still point at (a user who has orders). */
export const isForeignKeyViolation = (error: unknown): boolean => hasPgCode(error, '23503');
