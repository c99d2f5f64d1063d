import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import S3rverAccount from 's3rver/lib/models/account.js';

const S3_STAND_IN_BUCKET = 'songdee-test';

/**
 * A local S3-compatible service (s3rver, in this process, on a loopback port) with one empty bucket, and the
 * S3_* settings that point the server at it. It checks every request's signature against a key pair made for this
 * run (s3rver's own fixed pair is public, and the server refuses it outside development).
 */
export async function startS3StandIn() {
  const directory = mkdtempSync(join(tmpdir(), 'songdee-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    resetOnClose: true,
    configureBuckets: [{ name: S3_STAND_IN_BUCKET }],
  });
  const { port } = await server.run();
  const accessKeyId = `TEST${randomBytes(8).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString('base64url');
  S3rverAccount.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  return {
    env: {
      S3_BUCKET: S3_STAND_IN_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'on',
    },
    close: async () => {
      S3rverAccount.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      await server.close();
    },
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;
