import { hasSqlState } from '@/lib/db/errors';
import { ConflictError } from '@/lib/server/errors';

/** Whether a database error is a unique-constraint violation (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
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
