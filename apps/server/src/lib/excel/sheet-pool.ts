import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportRow } from '@songdee/shared/address-book/address-book.schema';
import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import { AppError } from '../app-error';
import type { AddressBookKind } from './address-sheet';
import type { SheetGrid } from './order-sheet';

/** Uploads waiting for a thread beyond the ones being read; more are refused at once (IMPORT_BUSY, 503). */
const SHEET_QUEUE_LIMIT = 4;
/** What a refused caller is told to wait, in seconds: a heavy sheet takes a few seconds on a thread. */
const SHEET_RETRY_AFTER_SECONDS = 10;

/** What a thread reads: an address book's rows, or an order file's text grid (`book` an .xlsx/.xls, `csv` a CSV). */
export type SheetTask = { kind: AddressBookKind } | { kind: 'orders'; format: 'book' | 'csv' };
type Job = { id: number; content: Buffer; task: SheetTask; resolve: (result: unknown) => void; reject: (e: Error) => void };
type Answer = { id: number; result?: unknown; refusal?: { code: ErrorCode; params?: Record<string, unknown> } };

/**
 * Where the worker is: next to this module, as TypeScript under tsx/vitest (loaded through tsx) and as
 * dist/sheet-worker.js beside dist/server.js in the bundle (build.mjs emits both).
 */
function workerOf(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./sheet-worker.js', import.meta.url));
  // Node 20 does not hand `--import tsx` to a worker's module loader: the worker registers tsx itself.
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href;
  const source = new URL('./sheet-worker.ts', import.meta.url).href;
  return new Worker(`import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(source)}); });`, {
    eval: true,
  });
}

/**
 * A fixed pool of worker threads that read address sheets, with a bounded queue: parsing a sheet that inflates to
 * tens of MB takes seconds of CPU, which on the main thread would stall every other request. A thread that dies is
 * replaced and its upload refused as unreadable.
 */
export function createSheetPool(options: { threads?: number; queueLimit?: number } = {}) {
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const queueLimit = options.queueLimit ?? SHEET_QUEUE_LIMIT;
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let started = 0;
  let nextId = 1;

  function spawn() {
    const worker = workerOf();
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job && answer.id === job.id) {
        if (answer.result !== undefined) job.resolve(answer.result);
        else job.reject(new AppError(answer.refusal?.code ?? 'INVALID_FILE_TYPE', answer.refusal?.params));
      }
      idle.push(worker);
      pump();
    });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      const job = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      started -= 1;
      job?.reject(new AppError('INVALID_FILE_TYPE'));
      pump();
    };
    worker.once('error', lost);
    worker.once('exit', lost);
    started += 1;
    idle.push(worker);
  }

  function pump() {
    while (queue.length > 0) {
      if (idle.length === 0 && started < threads) spawn();
      const worker = idle.pop();
      if (!worker) return;
      const job = queue.shift() as Job;
      busy.set(worker, job);
      worker.postMessage({ id: job.id, content: job.content, task: job.task });
    }
  }

  /** Queues one read; IMPORT_BUSY when every thread is reading and the queue is full. */
  function run<T>(content: Buffer, task: SheetTask): Promise<T> {
    const waiting = queue.length + busy.size - threads;
    if (waiting >= queueLimit) throw new AppError('IMPORT_BUSY', { seconds: SHEET_RETRY_AFTER_SECONDS });
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, content, task, resolve: resolve as (result: unknown) => void, reject });
      pump();
    });
  }

  return {
    /** The address rows of the file's first sheet. */
    read: (content: Buffer, kind: AddressBookKind) => run<ImportRow[]>(content, { kind }),
    /** An order file's first sheet as text: header and rows. */
    readOrders: (content: Buffer, format: 'book' | 'csv') => run<SheetGrid>(content, { kind: 'orders', format }),
    async close() {
      await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
    },
  };
}

export type SheetPool = ReturnType<typeof createSheetPool>;

let shared: SheetPool | undefined;
/** The process's one pool, started at the first upload. */
export const sharedSheetPool = () => {
  shared ??= createSheetPool();
  return shared;
};
