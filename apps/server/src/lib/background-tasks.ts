import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts but does not wait for, so its answer takes the same time whatever that work finds (the
 * forgot-password answer must not tell, by its timing, which e-mails have accounts). A task's failure is logged by
 * the task's name only (never its data: an e-mail address is personal). The server waits for running tasks before
 * it closes, and tests wait for them with `settled()` before they read what a task wrote.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const promise: Promise<void> = task()
        .catch((error: unknown) => log.error({ task: name, error: (error as Error)?.name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    /** Resolves once every task started so far (and any they started) has ended. */
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;

declare module 'fastify' {
  interface FastifyInstance {
    backgroundTasks: BackgroundTasks;
  }
}
