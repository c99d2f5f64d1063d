import { parentPort } from 'node:worker_threads';
import { AppError } from '../app-error';
import { readAddressRows } from './address-sheet';
import { readOrderGrid } from './order-sheet';
import type { SheetTask } from './sheet-pool';

/**
 * A worker thread of the sheet pool (sheet-pool.ts): reads one upload at a time, so a heavy sheet costs this thread
 * seconds, never the event loop that answers every other request. Refusals go back as their code and params; a corrupt or disguised file as a wrong type.
 */
parentPort?.on('message', ({ id, content, task }: { id: number; content: Uint8Array; task: SheetTask }) => {
  try {
    const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
    const result = task.kind === 'orders' ? readOrderGrid(bytes, task.format) : readAddressRows(bytes, task.kind);
    parentPort?.postMessage({ id, result });
  } catch (error) {
    const refusal = error instanceof AppError ? { code: error.code, params: error.params } : { code: 'INVALID_FILE_TYPE' };
    parentPort?.postMessage({ id, refusal });
  }
});
