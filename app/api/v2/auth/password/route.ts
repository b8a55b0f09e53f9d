import { authEndpoints } from '@/lib/contract/auth';
import { handle } from '@/lib/http/handle';
import { changeOwnerPassword } from '@/lib/server/auth/owner-password';

export const POST = handle(authEndpoints.changePassword, async ({ owner, body, limit }) => {
  // Per owner as well as per client: a stolen session cannot try passwords from many addresses.
  await limit(`owner:${owner!.ownerId}`);
  await changeOwnerPassword(owner!, body.currentPassword, body.newPassword);
});
