import { PayloadTooLargeError } from '@/lib/server/errors';

/**
 * Reads a request body up to `limit` bytes, counting while it streams so that a missing or false
 * content-length can never make the server buffer more; over the limit it stops reading and answers
 * 413 naming `reportedLimit` (what the client may send, when the limit adds room for framing).
 */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null, limit: number, reportedLimit = limit): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new PayloadTooLargeError(reportedLimit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
