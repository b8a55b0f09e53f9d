import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { media } from '@/lib/db/schema';
import { isUuid } from '@/lib/schemas/ids';

export interface MediaFile {
  data: Buffer;
  contentType: string;
  updatedAt: Date;
}

/**
 * A stored image by id. Media are public assets of a storefront, addressed by an unguessable id,
 * so the lookup needs no shop.
 */
export async function findMedia(id: string): Promise<MediaFile | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select({ data: media.data, contentType: media.contentType, updatedAt: media.updatedAt })
    .from(media).where(eq(media.id, id));
  return row ?? null;
}
