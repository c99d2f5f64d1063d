import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, postMultipart } from '../../../test/address-fixtures';
import { createTestApp } from '../../../test/create-test-app';
import { type S3StandIn, startS3StandIn } from '../../../test/s3-stand-in';
import { createShop, jpegImage } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { loadEnv } from '../../config/env';
import { createS3Client, createS3FileStore, fileStoreOf } from './s3-file-store';

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
    const uploaded = await postMultipart(t.app, `/api/stores/${shop.store.id}/images`, shop.seller.auth, body);
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

/**
 * A pass-through HTTP proxy in front of the stand-in that keeps each request's method, path and headers (the Host
 * header is forwarded as sent, so the stand-in still verifies the request's signature).
 */
async function recordingProxy(target: string) {
  const seen: Array<{ method: string; url: string; headers: IncomingHttpHeaders }> = [];
  const { hostname, port } = new URL(target);
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const forwarded = request({ hostname, port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('checksums with S3-compatible stores', () => {
  it('computes and validates checksums only where an operation requires one', async () => {
    const client = createS3Client(loadEnv({ NODE_ENV: 'test', ...s3.env }).S3!);
    expect(await client.config.requestChecksumCalculation()).toBe('WHEN_REQUIRED');
    expect(await client.config.responseChecksumValidation()).toBe('WHEN_REQUIRED');
  });

  it('uploads with no x-amz-checksum-* or x-amz-sdk-checksum-algorithm header, which stores outside AWS refuse', async () => {
    const proxy = await recordingProxy(s3.env.S3_ENDPOINT);
    try {
      const config = { ...loadEnv({ NODE_ENV: 'test', ...s3.env }).S3!, endpoint: proxy.endpoint };
      const files = createS3FileStore(config);
      const k = key();
      await files.put(k, Buffer.from('%PDF-1.4 ใบเสร็จ'));
      const opened = await files.open(k);
      expect(await text(opened!.stream)).toBe('%PDF-1.4 ใบเสร็จ');
      const upload = proxy.seen.find((r) => r.method === 'PUT' && r.url.includes(k));
      expect(upload, JSON.stringify(proxy.seen.map((r) => `${r.method} ${r.url}`))).toBeDefined();
      const checksumHeaders = Object.keys(upload!.headers).filter(
        (h) => h.startsWith('x-amz-checksum-') || h === 'x-amz-sdk-checksum-algorithm' || h === 'x-amz-trailer',
      );
      expect(checksumHeaders).toEqual([]);
      expect(upload!.headers['content-encoding'] ?? '').not.toContain('aws-chunked');
      // The download asked for no checksum mode either.
      const download = proxy.seen.find((r) => r.method === 'GET' && r.url.includes(k));
      expect(download!.headers['x-amz-checksum-mode']).toBeUndefined();
    } finally {
      await proxy.close();
    }
  });
});
