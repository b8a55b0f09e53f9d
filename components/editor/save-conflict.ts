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
