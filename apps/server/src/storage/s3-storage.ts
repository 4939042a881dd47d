import { PassThrough, type Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type Storage } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** 5 MiB parts (S3's minimum): a large video never sits in memory whole. */
const PART_SIZE = 5 * 1024 * 1024;

// The SDK adds about 0.4 s and tens of MB to start-up; servers on local storage never load it.
let sdkModules: Promise<[typeof import("@aws-sdk/client-s3"), typeof import("@aws-sdk/lib-storage")]> | null = null;
const loadSdk = () => (sdkModules ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]));

/**
 * Uploaded files in any S3-compatible object store, under the same keys the local folder uses
 * ("<bucket>/<path>" becomes the object key inside S3_BUCKET).
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  let client: Promise<S3Client> | null = null;
  const getClient = () =>
    (client ??= loadSdk().then(
      ([{ S3Client }]) =>
        new S3Client({
          region: options.region,
          endpoint: options.endpoint,
          forcePathStyle: options.forcePathStyle,
          credentials:
            options.accessKeyId && options.secretAccessKey
              ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
              : undefined,
          // Many S3-compatible stores reject the SDK's newer default of checksummed aws-chunked
          // uploads; checksums only where the API requires them works with all of them.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }),
    ));
  const Bucket = options.bucket;

  return {
    async put(key, body: Readable, contentType) {
      assertSafeKey(key);
      const [[, { Upload }], s3] = await Promise.all([loadSdk(), getClient()]);
      let size = 0;
      const counted = new PassThrough();
      counted.on("data", (chunk: Buffer) => (size += chunk.length));
      body.on("error", (err) => counted.destroy(err));
      body.pipe(counted);
      // Upload sends one PutObject for a small body and a multipart upload (aborted on failure,
      // leaving nothing behind) for a large one.
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key: key, Body: counted, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      await upload.done();
      return { size };
    },

    async get(key) {
      assertSafeKey(key);
      const [[{ GetObjectCommand, NoSuchKey, S3ServiceException }], s3] = await Promise.all([loadSdk(), getClient()]);
      try {
        const res = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? "application/octet-stream",
        };
      } catch (err) {
        if (err instanceof NoSuchKey || (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },

    async delete(key) {
      assertSafeKey(key);
      const [[{ DeleteObjectCommand }], s3] = await Promise.all([loadSdk(), getClient()]);
      await s3.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async list(prefix) {
      const [[{ ListObjectsV2Command }], s3] = await Promise.all([loadSdk(), getClient()]);
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      // A prefix names a folder, as it does on the local disk: "a/b" must not match "a/bc/...".
      const Prefix = prefix === "" || prefix.endsWith("/") ? prefix : `${prefix}/`;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
  };
}
