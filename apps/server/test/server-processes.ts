import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './create-test-app';

/**
 * Real server processes for tests of what several processes share (scheduled jobs, rate limits, uploads, live
 * notifications): each runs src/server.ts through tsx, as a deployment runs the server, on a loopback port.
 * PostgreSQL only: the embedded PGlite is one process by construction.
 */
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A JSON log line of a server process (pino), e.g. `{ msg: 'scheduled job', ... }`. */
type LogEntry = Record<string, unknown> & { msg?: string };

export interface ServerProcess {
  origin: string;
  /** The JSON log lines so far. */
  logs: LogEntry[];
  /** Everything it printed so far, line by line. */
  output: string[];
  /** The last lines it printed, for a failure's message. */
  tail(): string;
  /** SIGKILL, as a crash would, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM (if still running), then waits for it to end: for afterAll. */
  stop(): Promise<void>;
}

/**
 * Starts a server process on `databaseUrl` with test secrets (no outside service is called), the simulators, demo
 * accounts and scheduled jobs off unless `env` says otherwise, and its own temporary DATA_DIR; resolves once it answers.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logs: LogEntry[] = [];
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'songdee-proc-')),
      WEB_DIST: '/nonexistent',
      DEMO_ACCOUNTS: 'off',
      SIMULATORS: 'off',
      // Without the simulators the server needs real secrets (any will do: no outside service is called).
      PAYMENT_HMAC_SECRET: 'songdee-processes-test-secret',
      PAYMENT_MERCHANT_ID: 'SONGDEE-TEST',
      TRACK_API_KEY: 'songdee-processes-track-key',
      TRACK_WEBHOOK_SECRET: 'songdee-processes-track-webhook-secret',
      POST_JOB_API_KEY: 'songdee-processes-postjob-key',
      LINE_TOKEN_KEY: 'songdee-processes-line-token-key-32-characters',
      MAIL_STOP_SECRET: 'songdee-processes-mail-stop-secret-32-characters',
      SCHEDULED_JOBS: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      output.push(line);
      try {
        logs.push(JSON.parse(line) as LogEntry);
      } catch {
        // Not a log line (the start-up banner).
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const server: ServerProcess = {
    origin,
    logs,
    output,
    tail: () => `server on ${origin} (exit ${child.exitCode ?? child.signalCode ?? 'running'}):\n${output.slice(-30).join('\n')}`,
    kill: async () => {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running()) child.kill('SIGTERM');
      await exited;
    },
  };
  const answers = () =>
    fetch(`${origin}/version`).then(
      (res) => res.ok,
      () => false,
    );
  const ready = async () => {
    if (child.exitCode !== null) throw new Error(`the server process exited:\n${server.tail()}`);
    return answers();
  };
  await until(ready, 180_000, () => server.tail()).catch(async (error) => {
    await server.kill();
    throw error;
  });
  return server;
}

export { createPostgresTestDatabase } from './create-test-app';

/** Server settings that tick the scheduled jobs every second. */
export const EVERY_SECOND = { SCHEDULED_JOBS: 'on', SCHEDULED_JOBS_INTERVAL_SECONDS: '1' };

/** What a scheduled job's ticks in a server process came to, as it logged them (lib/scheduled-jobs.ts). */
export interface JobOutcomeLog<R> {
  scheduledJob: string;
  period: string;
  ran: boolean;
  reason?: 'busy' | 'done';
  result?: R;
}

export const scheduledJobOutcomes = <R>(server: ServerProcess, job: string) =>
  server.logs.filter((entry) => entry.msg === 'scheduled job' && entry.scheduledJob === job) as unknown as JobOutcomeLog<R>[];

/**
 * Waits until `done` answers something other than false or undefined, checking every 200 ms, and returns it; fails
 * with `explain()` (what the servers printed) after `limitMs`.
 */
export async function until<T>(
  done: () => T | false | undefined | Promise<T | false | undefined>,
  limitMs: number,
  explain: () => string,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await done();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${explain()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
