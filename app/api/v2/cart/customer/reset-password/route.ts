import { customerEndpoints } from '@/lib/contract/customers';
import { handle } from '@/lib/http/handle';
import { findResetTokenEmail, resetPassword } from '@/lib/server/customers/password-reset';
import { NotFoundError } from '@/lib/server/errors';

export const GET = handle(customerEndpoints.getResetToken, async ({ shop, query }) => {
  const email = await findResetTokenEmail(shop, query.token);
  if (!email) throw new NotFoundError();
  return { email };
});

export const POST = handle(customerEndpoints.resetPassword, async ({ shop, body }) => {
  await resetPassword(shop, body.token, body.newPassword);
  return { ok: true as const };
});
