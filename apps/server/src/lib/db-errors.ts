/**
 * PostgreSQL's unique violation (23505), as pg throws it or as Drizzle wraps it in `cause`: a concurrent request
 * wrote the same key first (an order put on another list or invoice, a batch confirmed twice, a store uri taken).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
