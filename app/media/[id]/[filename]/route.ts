import { INERT_POLICY } from '@/lib/security/policy.mjs';
import { findMedia } from '@/lib/server/media/find-media';

/** Serves a stored image; its id never points at other bytes, so browsers may keep it for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string; filename: string }> }) {
  const { id } = await params;
  const file = await findMedia(id);
  if (!file) return Response.json({ message: 'Not found' }, { status: 404 });
  return new Response(new Uint8Array(file.data), {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // SVGs are images here, never documents that could run script (the inert policy of next.config's rules).
      'content-security-policy': INERT_POLICY,
    },
  });
}
