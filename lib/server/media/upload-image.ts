import type { ImageUploadResult } from '@/lib/contract/media';
import { getDb } from '@/lib/db';
import { media } from '@/lib/db/schema';
import { UnsupportedMediaTypeError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { CONTENT_TYPES, detectImageKind, readImageSize } from './image-dimensions';
import { extensionKind, safeImageFilename } from './image-filename';

const ALLOWED = 'Allowed image types are jpeg, jpg, png and gif';

/**
 * Stores an uploaded image in the database (so that every instance can serve it) and answers where
 * it is served. The format is decided by the magic bytes and must agree with the filename's
 * extension; width and height come from the file's own headers.
 */
export async function storeImage(shop: Shop, filename: string, bytes: Buffer): Promise<ImageUploadResult> {
  const named = extensionKind(filename);
  if (!named) throw new UnsupportedMediaTypeError(ALLOWED);
  const actual = detectImageKind(bytes);
  if (!actual) throw new UnsupportedMediaTypeError(ALLOWED);
  if (actual !== named) throw new UnsupportedMediaTypeError(`The file is a ${actual} image, but its name says ${named}`);
  const size = readImageSize(bytes, actual);
  if (!size) throw new UnsupportedMediaTypeError(`The ${actual} file is damaged: its dimensions cannot be read`);
  const safeName = safeImageFilename(filename);
  const contentType = CONTENT_TYPES[actual];
  const db = await getDb();
  const [row] = await db.insert(media).values({
    shopId: shop.id, filename: safeName, contentType, byteSize: bytes.byteLength, width: size.width, height: size.height,
    data: bytes, metadata: { originalFilename: filename },
  }).returning({ id: media.id });
  return {
    relativeDownloadUrl: `/media/${row!.id}/${encodeURIComponent(safeName)}`,
    width: size.width,
    height: size.height,
    metadata: { contentType, byteSize: bytes.byteLength, originalFilename: filename },
  };
}
