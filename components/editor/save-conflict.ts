import { ApiError } from '@/lib/api/client';

/**
 * The version another owner saved, when a write was refused because its base version was stale (409
 * with `currentVersion`, spec section 8); null for every other failure.
 */
export function conflictVersionOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = error.body?.currentVersion;
  return typeof current === 'number' ? current : null;
}

/** Who took the page over, when a write or heartbeat was refused because of it (409 TakenOver); null otherwise. */
export function takeoverOf(error: unknown): { by: string | null; at: string | null } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== 'TakenOver') return null;
  const { takenOverBy, takenOverAt } = error.body;
  return { by: typeof takenOverBy === 'string' ? takenOverBy : null, at: typeof takenOverAt === 'string' ? takenOverAt : null };
}
