import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentTypeOfKey, createLocalFileStore, defaultFilesRoot, type FileStore, isFileKey } from './file-store';

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, a cloud's object storage); AWS itself when unset. */
  endpoint?: string;
  /** Both or neither: without them the SDK's own chain (environment, instance role...) signs the requests. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `bucket` in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
}

/** True for the SDK's "no such object" answers (GetObject says NoSuchKey, HeadObject only its 404). */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * The SDK's client for `config`. Checksums only where the operation requires one: since @aws-sdk/client-s3 3.729
 * the SDK adds a CRC32 checksum (x-amz-checksum-crc32, x-amz-sdk-checksum-algorithm, often with aws-chunked
 * bodies) to every upload and expects one on downloads by default; S3-compatible stores that do not implement those
 * headers (MinIO, Ceph and Cloudflare R2 releases among them) refuse such uploads. WHEN_REQUIRED sends a checksum only
 * for operations whose API demands one.
 */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
}

/**
 * Uploaded files in an S3-compatible bucket, so every server process reads what any of them
 * stored. The object key is the file key; keys we did not generate are refused before any request, as on disk.
 */
export function createS3FileStore(config: S3Config, client: S3Client = createS3Client(config)): FileStore {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    if (!isFileKey(key)) throw new Error(`invalid file key: ${key}`);
    return key;
  };
  const missingAsUndefined = <T>(request: Promise<T>) =>
    request.catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
  return {
    async put(key, content) {
      // One request: the object appears whole or not at all.
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: content, ContentType: contentTypeOfKey(key) }));
    },
    async open(key) {
      if (!isFileKey(key)) return undefined;
      const object = await missingAsUndefined(client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!object?.Body) return undefined;
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async exists(key) {
      if (!isFileKey(key)) return false;
      return (await missingAsUndefined(client.send(new HeadObjectCommand({ Bucket, Key: key })))) !== undefined;
    },
    async delete(key) {
      if (!isFileKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** The uploads' store the settings choose: the S3 bucket when S3_BUCKET is set, the local directory otherwise. */
export const fileStoreOf = (env: { S3: S3Config | undefined; FILES_DIR?: string; DATA_DIR: string }): FileStore =>
  env.S3 ? createS3FileStore(env.S3) : createLocalFileStore(env.FILES_DIR ?? defaultFilesRoot(env.DATA_DIR));
