import type { CookieReader } from '@/lib/http/cookie-jar';
import { readSessionToken } from '@/lib/http/session-cookie';
import { findSignedInCustomer } from '@/lib/server/customers/session';
import type { Shop } from '@/lib/server/shop/types';

/** Who asks to review: the browser's signed-in customer (if any) and the review mail's token (if given). */
export async function reviewerOf(shop: Shop, cookies: CookieReader, reviewToken: string | undefined) {
  return { customer: await findSignedInCustomer(shop, readSessionToken(shop, cookies)), reviewToken };
}
