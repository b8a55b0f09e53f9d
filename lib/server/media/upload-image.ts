import { randomUUID } from 'node:crypto';
import type { ImageUploadResult } from '@/lib/contract/media';
import { getDb } from '@/lib/db';
import { media } from '@/lib/db/schema';
import { isDatabaseFull } from '@/lib/db/errors';
import { InsufficientStorageError, UnsupportedMediaTypeError } from '@/lib/server/errors';
import type { Shop } from '@/lib/server/shop/types';
import { CONTENT_TYPES, detectImageKind, readImageSize } from './image-dimensions';
import { extensionKind, safeImageFilename } from './image-filename';
import { mediaBucket } from './media-bucket';

const ALLOWED = 'Allowed image types are jpeg, jpg, png and gif';

/**
 * Stores an uploaded image where every instance can serve it (the deployment's bucket when it has one,
 * else the database) and answers where it is served. The format is decided by the magic bytes and must
 * agree with the filename's extension; width and height come from the file's own headers. Nothing is
 * half stored: the row is written only after the bucket took the bytes, and a row that cannot be
 * written takes its object away again.
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
  const id = randomUUID();
  const bucket = mediaBucket();
  const objectKey = bucket ? `shops/${shop.id}/media/${id}/${safeName}` : null;
  if (bucket && objectKey) await bucket.put(objectKey, bytes, contentType);
  try {
    const db = await getDb();
    await db.insert(media).values({
      id, shopId: shop.id, filename: safeName, contentType, byteSize: bytes.byteLength, width: size.width, height: size.height,
      ...(objectKey ? { objectKey } : { data: bytes }), metadata: { originalFilename: filename },
    });
  } catch (error) {
    if (bucket && objectKey) await bucket.delete(objectKey).catch(() => undefined);
    if (isDatabaseFull(error)) throw new InsufficientStorageError();
    throw error;
  }
  return {
    relativeDownloadUrl: `/media/${id}/${encodeURIComponent(safeName)}`,
    width: size.width,
    height: size.height,
    metadata: { contentType, byteSize: bytes.byteLength, originalFilename: filename },
  };
}
