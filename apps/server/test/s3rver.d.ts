/** The few calls of s3rver (the tests' S3 stand-in, which ships no types) that test/s3-stand-in.ts makes. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: Array<{ name: string }>;
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

/** s3rver's account registry: the stand-in adds a key pair of its own (the built-in S3RVER pair is public). */
declare module 's3rver/lib/models/account.js' {
  const AWSAccount: {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void; revokeAccessKey(accessKeyId: string): void };
  };
  export default AWSAccount;
}
