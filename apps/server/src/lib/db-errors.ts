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

/**
 * The database cannot be reached or is shutting down: the connection failed or broke (Node's socket codes, the pool's
 * connect timeout, PGlite closed) or PostgreSQL says it is not accepting work (class 08 connection exceptions, 57P01-03
 * shutdown and start-up). A request can do nothing but be tried again a little later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
    if (/^08...$/.test(code) || ['57P01', '57P02', '57P03'].includes(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|PGlite is closed|Client has encountered a connection error/i.test(
        message,
      )
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * What may be logged of a failed query: Drizzle's error message holds the SQL and every parameter (a session token's
 * digest, what a user typed). The log gets the statement and the database's own code and message, never the values.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as { name?: string; message?: string; query?: unknown; params?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (typeof e?.query === 'string' && 'params' in (e as object)) {
    return { type: e.name, query: e.query, cause: { code: e.cause?.code, message: e.cause?.message } };
  }
  return { err: error };
}
