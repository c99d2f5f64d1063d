import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './client';

/**
 * LISTENs on a channel of the database: PGlite's own listen in the embedded mode (where only one process can open the
 * data anyway), one dedicated pool connection on PostgreSQL. `onLost` is told once if that connection drops, so the
 * caller can stop trusting what it heard and listen again. Answers the stop.
 */
export async function listenTo(
  db: Database,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if ('listen' in client && typeof client.listen === 'function') {
    const unsubscribe = await client.listen(channel, onPayload);
    return () => unsubscribe();
  }
  const connection = await (client as pg.Pool).connect();
  connection.on('notification', (message) => {
    if (message.channel === channel) onPayload(message.payload);
  });
  let lost = false;
  connection.on('error', (error) => {
    if (lost) return;
    lost = true;
    // A broken connection goes back to be discarded, not reused.
    connection.release(error);
    onLost();
  });
  await connection.query(`LISTEN ${channel}`);
  return async () => {
    if (lost) return;
    lost = true;
    await connection.query(`UNLISTEN ${channel}`).catch(() => {});
    connection.release();
  };
}
