import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { createTestApp } from '../../../test/create-test-app';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { createShop, jpegImage } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { loadEnv } from '../../config/env';
import { fileStoreOf } from './s3-file-store';

let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => s3?.close());

const filesDir = mkdtempSync(join(tmpdir(), 'songdee-files-'));
const t = useTestApp(() => createTestApp({ env: { ...s3.env, FILES_DIR: filesDir } }));

const store = () => fileStoreOf(loadEnv({ NODE_ENV: 'test', ...s3.env }));
const key = () => `slips/${randomUUID()}/${randomUUID()}.pdf`;

describe('the S3 file store (against a local S3 stand-in)', () => {
  it('puts, opens, checks and deletes an object', async () => {
    const files = store();
    const k = key();
    expect(await files.exists(k)).toBe(false);
    expect(await files.open(k)).toBeUndefined();
    await files.put(k, Buffer.from('%PDF-1.4 สลิป'));
    expect(await files.exists(k)).toBe(true);
    const opened = await files.open(k);
    expect(opened?.size).toBe(Buffer.byteLength('%PDF-1.4 สลิป'));
    expect(await text(opened!.stream)).toBe('%PDF-1.4 สลิป');
    await files.delete(k);
    expect(await files.exists(k)).toBe(false);
    // Deleting what is gone is no error, as on disk.
    await files.delete(k);
  });

  it('refuses keys the server did not make, before any request', async () => {
    const files = store();
    await expect(files.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    expect(await files.open('products/../../secret.jpg')).toBeUndefined();
    expect(await files.exists('anything')).toBe(false);
  });

  it('is where the app keeps uploads when S3_BUCKET is set, and serves them from there', async () => {
    const shop = await createShop(t);
    const body = multipartFile('photo.jpg', await jpegImage(400, 300));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/images`,
      headers: { ...shop.seller.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json() as { thumbnailFilePath: string };
    expect(await store().exists(image.thumbnailFilePath)).toBe(true);
    expect(readdirSync(filesDir)).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: `/api/files?filename=${image.thumbnailFilePath}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
