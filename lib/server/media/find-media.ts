import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { media } from '@/lib/db/schema';
import { isUuid } from '@/lib/schemas/ids';
import { mediaBucket } from './media-bucket';

export interface MediaFile {
  /** The bytes, from the database, or streamed from the bucket that holds them. */
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  contentType: string;
  updatedAt: Date;
}

/**
 * A stored image by id. Media are public assets of a storefront, addressed by an unguessable id,
 * so the lookup needs no shop. An image in the bucket is served from this deployment's bucket; a row
 * whose object is gone (or a bucket no longer configured) answers as missing, never as a fault.
 */
export async function findMedia(id: string): Promise<MediaFile | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ data: media.data, objectKey: media.objectKey, contentType: media.contentType, updatedAt: media.updatedAt })
    .from(media).where(eq(media.id, id));
  if (!row) return null;
  const { contentType, updatedAt } = row;
  if (row.data) return { body: new Uint8Array(row.data), contentType, updatedAt };
  const object = row.objectKey ? await mediaBucket()?.get(row.objectKey) : null;
  return object ? { body: object.body, contentType, updatedAt } : null;
}
