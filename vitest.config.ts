import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, where the API files
    // spend much of their time waiting on the database. Two workers there ran the PGlite tier in 5.2 min, not 7.3.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          // Tests assert behaviour, never speed (speed is `npm run bench`'s job). Vitest's 5 s default is a wall-clock
          // budget that a correct CPU-heavy test (a workbook of thousands of rows, a PDF of many labels) overruns on a
          // busy 2-core machine; 30 s still ends a test that hangs.
          testTimeout: 30_000,
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // The files share their workers' modules instead of importing the whole server again each (1.2 s a file,
          // 185 of the PGlite tier's seconds): every file builds its own app and database, and no test changes a
          // module's state (no mocks, no stubbed environment).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
