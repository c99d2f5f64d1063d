import { parentPort } from 'node:worker_threads';
import { AppError } from '../app-error';
import { type AddressBookKind, readAddressRows } from './address-sheet';

/**
 * A worker thread of the sheet pool (sheet-pool.ts): reads one upload at a time, so a heavy sheet costs this thread
 * seconds, never the event loop that answers every other request. Refusals go back as their code and params; a corrupt or disguised file as a wrong type.
 */
parentPort?.on('message', ({ id, content, kind }: { id: number; content: Uint8Array; kind: AddressBookKind }) => {
  try {
    const rows = readAddressRows(Buffer.from(content.buffer, content.byteOffset, content.byteLength), kind);
    parentPort?.postMessage({ id, rows });
  } catch (error) {
    const refusal = error instanceof AppError ? { code: error.code, params: error.params } : { code: 'INVALID_FILE_TYPE' };
    parentPort?.postMessage({ id, refusal });
  }
});
