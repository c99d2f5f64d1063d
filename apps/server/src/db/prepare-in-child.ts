import { fork } from 'node:child_process';

/** Set in the child's environment: the server prepares its database and exits instead of listening. */
export const PREPARE_ONLY = 'SONGDEE_PREPARE_DATABASE_ONLY';

/**
 * Runs this same program (the same entry script and Node flags, so `npm start`, the compiled server and tsx alike)
 * with PREPARE_ONLY set, and waits for it to finish; a failure there stops the start with its exit code.
 */
export async function prepareInChildProcess(): Promise<void> {
  const child = fork(process.argv[1] ?? '', process.argv.slice(2), { env: { ...process.env, [PREPARE_ONLY]: '1' }, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`preparing the embedded database failed (exit code ${code})`);
}
