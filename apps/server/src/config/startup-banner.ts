import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { DEMO_ACCOUNTS, DEMO_OUTLET_CODE, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { defaultFilesRoot } from '../lib/files/file-store';
import type { Env } from './env';

/** What the server prints once it listens: where, on which database, where uploads go, the demo accounts and who may reach /sim. */
export function startupBanner(env: Env, where: string): string[] {
  const lines = [
    `Songdee is running at ${env.PUBLIC_URL} on ${where}`,
    // Several processes must share one bucket (README "Running several processes"): say which store this one uses.
    env.S3
      ? `Uploads: S3 bucket ${env.S3.bucket} at ${env.S3.endpoint ?? `AWS ${env.S3.region}`}`
      : `Uploads: ${env.FILES_DIR ?? defaultFilesRoot(env.DATA_DIR)} (this machine only; S3_BUCKET shares them)`,
  ];
  if (env.DEMO_ACCOUNTS === 'on') {
    lines.push(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS)
      lines.push(
        `  ${a.email.padEnd(22)} ${a.role ? `post-office ${a.role} at ${a.role === 'Admin' ? CENTRAL_OUTLET_CODE : DEMO_OUTLET_CODE}` : a.store ? `seller, store /stores/${a.store.uri}` : 'buyer'}`,
      );
  }
  if (env.SIMULATORS === 'on') {
    lines.push(
      env.SIMULATORS_OPEN === 'on'
        ? 'WARNING: simulators (/sim, with the dev outbox of every reset link) answer ANY caller (SIMULATORS_OPEN=on)'
        : 'Simulators (/sim) answer callers on this machine only (SIMULATORS_OPEN=on opens them)',
      `Dev outbox: ${env.PUBLIC_URL}/sim/mail`,
    );
  } else {
    lines.push('Simulators off.');
  }
  lines.push(env.API_DOCS === 'on' ? `API docs: ${env.PUBLIC_URL}/docs` : 'API docs off (API_DOCS=on shows them at /docs)');
  return lines;
}
