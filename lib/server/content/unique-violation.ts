import { ConflictError } from '@/lib/server/errors';

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write and turns a unique violation into a 409: the services check slugs first, but two
 * editors saving at once can still meet at the database's constraint.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message, 'SlugTaken');
    throw error;
  }
}
