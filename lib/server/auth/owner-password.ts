import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { shopOwners } from '@/lib/db/schema';
import { ForbiddenError } from '@/lib/server/errors';
import { revokeOwnerSessions, type OwnerSession } from './owner-sessions';
import { hashPassword, verifyPassword } from '@/lib/security/password';

/**
 * Changes a signed-in owner's password after checking the current one (403 WrongPassword otherwise), and
 * ends every other session of that owner on every instance; the session that made the change stays.
 */
export async function changeOwnerPassword(session: OwnerSession, currentPassword: string, newPassword: string): Promise<void> {
  const db = await getDb();
  const [owner] = await db.select({ passwordHash: shopOwners.passwordHash }).from(shopOwners).where(eq(shopOwners.id, session.ownerId));
  // A wrong current password is not a missing sign-in (401 would sign the editor out): the session is fine.
  if (!owner || !(await verifyPassword(currentPassword, owner.passwordHash))) {
    throw new ForbiddenError('The current password is not correct', 'WrongPassword');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(shopOwners).set({ passwordHash, updatedAt: new Date() }).where(eq(shopOwners.id, session.ownerId));
    await revokeOwnerSessions(tx, session.ownerId, session.sessionId);
  });
}
