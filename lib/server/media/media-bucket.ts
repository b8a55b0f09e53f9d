import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { log } from '@/lib/log';
import { InsufficientStorageError, ServiceUnavailableError } from '@/lib/server/errors';

/**
 * Where uploads go when the deployment names a bucket: any S3-compatible store (AWS S3, MinIO, Ceph,
 * R2, ...). Credentials come from the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a
 * profile, or the role of the machine or pod), never from our settings.
 */
export interface BucketSettings {
  bucket: string;
  region: string;
  /** An S3-compatible server's address; unset for AWS itself. */
  endpoint?: string;
  /** Bucket in the path (`host/bucket/key`), which most S3-compatible servers need. */
  forcePathStyle: boolean;
}

/** The bucket the environment names (MEDIA_S3_*), or null: uploads then stay in the database. */
export function bucketSettings(env: Record<string, string | undefined> = process.env): BucketSettings | null {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    endpoint: env.MEDIA_S3_ENDPOINT?.trim() || undefined,
    forcePathStyle: env.MEDIA_S3_FORCE_PATH_STYLE === '1' || env.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
}

/** An object's bytes as a stream for the answer, so that a large image is never held whole in memory. */
export interface BucketObject {
  body: ReadableStream<Uint8Array>;
}

const UNREACHABLE = 'The image storage could not be reached; nothing was stored. Please try again in a moment.';

/**
 * What the SDK threw, as the error the HTTP layer answers: 507 when the store is full, else 503 (an
 * unreachable server, or a bucket that refuses us: the operator's to fix, logged with its cause).
 */
function storageError(error: unknown): Error {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  // 507 is what MinIO and Ceph answer when their disks are full; AWS names an exceeded quota.
  if (status === 507 || (error instanceof S3ServiceException && /StorageFull|QuotaExceeded/i.test(error.name))) {
    return new InsufficientStorageError();
  }
  log.error({ err: error }, 'the image bucket failed');
  return new ServiceUnavailableError(UNREACHABLE);
}

export class MediaBucket {
  private readonly client: S3Client;

  constructor(private readonly settings: BucketSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // The SDK retries throttling and 5xx answers itself; two tries keep an upload's wait short.
      maxAttempts: 2,
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
    } catch (error) {
      throw storageError(error);
    }
  }

  /** The object, or null when the bucket has no such key. */
  async get(key: string): Promise<BucketObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return answer.Body ? { body: answer.Body.transformToWebStream() } : null;
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw storageError(error);
    }
  }

  /** Removes an object; used to undo a put whose database row could not be written. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }
}

const SHARED = Symbol.for('vitrine.media-bucket');
const holder = globalThis as typeof globalThis & { [SHARED]?: MediaBucket | null };

/** This process's bucket (one client, reused), or null when uploads stay in the database. */
export function mediaBucket(): MediaBucket | null {
  if (holder[SHARED] === undefined) {
    const settings = bucketSettings();
    holder[SHARED] = settings ? new MediaBucket(settings) : null;
  }
  return holder[SHARED];
}
