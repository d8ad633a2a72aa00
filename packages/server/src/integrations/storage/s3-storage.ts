import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { keySegments } from './keys.ts';
import { describeBytes } from './sha256.ts';
import type { FileStorage } from './types.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** A client of your own (tests, custom endpoints); by default one is built for `region`. */
  client?: S3Client;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3 bucket. Credentials come from the AWS SDK's standard chain (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role). Downloads are presigned GET URLs
 * that name the file as an attachment.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = options.client ?? new S3Client({ region: options.region });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      keySegments(key);
      const described = describeBytes(bytes);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: described.size,
          ChecksumSHA256: Buffer.from(described.sha256, 'hex').toString('base64'),
        }),
      );
      return described;
    },
    async get(key) {
      keySegments(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      keySegments(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async removeAbandonedWrites() {
      // A PutObject stores the whole object or nothing: no half-written file is ever visible.
      return 0;
    },
    async signedUrl(key, ttlSeconds, downloadName) {
      keySegments(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(downloadName),
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds });
    },
  };
}
