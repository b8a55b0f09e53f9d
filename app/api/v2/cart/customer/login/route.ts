import { customerEndpoints } from '@/lib/contract/customers';
import { readCartToken } from '@/lib/http/cart-cookie';
import { deviceToken } from '@/lib/http/device-cookie';
import { handle } from '@/lib/http/handle';
import { sessionToken } from '@/lib/http/session-cookie';
import { signInWithPassword } from '@/lib/server/customers/sign-in';

export const POST = handle(customerEndpoints.signIn, async ({ shop, body, cookies }) => signInWithPassword(shop, body.email, body.password, {
  session: sessionToken(shop, cookies), device: deviceToken(shop, cookies), cart: readCartToken(shop, cookies),
}));
