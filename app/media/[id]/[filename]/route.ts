import { randomUUID } from 'node:crypto';
import { errorResponse } from '@/lib/http/error-response';
import { INERT_POLICY } from '@/lib/security/policy.mjs';
import { findMedia } from '@/lib/server/media/find-media';

/** Serves a stored image; its id never points at other bytes, so browsers may keep it for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; filename: string }> }) {
  const { id } = await params;
  let file;
  try {
    file = await findMedia(id);
  } catch (error) {
    // The bucket or the database out of reach: 503 with Retry-After, like the API.
    return errorResponse(error, randomUUID());
  }
  if (!file) return Response.json({ message: 'Not found' }, { status: 404 });
  return new Response(file.body, {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // SVGs are images here, never documents that could run script (the inert policy of next.config's rules).
      'content-security-policy': INERT_POLICY,
    },
  });
}
