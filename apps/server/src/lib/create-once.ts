/** What a create a user might double-submit answers: the record, and whether this call made it or an earlier one did. */
export interface CreatedOnce<T> {
  created: boolean;
  record: T;
}

/**
 * A create a user might double-submit (its `Idempotency-Key` header): what the same key made
 * before answers again (`created: false`); otherwise `make` runs, and when it fails because a request with the same
 * key won the race (`lostRace(error)`, e.g. the key's unique index), the winner's record answers instead.
 */
export async function createOnce<T>(
  replay: () => Promise<T | undefined>,
  make: () => Promise<T>,
  lostRace: (error: unknown) => boolean,
): Promise<CreatedOnce<T>> {
  const earlier = await replay();
  if (earlier) return { created: false, record: earlier };
  try {
    return { created: true, record: await make() };
  } catch (error) {
    const winner = lostRace(error) ? await replay() : undefined;
    if (winner) return { created: false, record: winner };
    throw error;
  }
}
