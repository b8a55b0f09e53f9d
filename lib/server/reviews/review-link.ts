import 'server-only';
import { getServerSecret } from '@/lib/server/security/secret';
import { signToken, verifyToken } from '@/lib/server/security/signed-token';

/** How long the link of a review mail lets the buyer review the order's products. */
export const REVIEW_LINK_TTL_SECONDS = 60 * 24 * 60 * 60;

interface ReviewLinkPayload { k: 'review'; s: string; o: string; exp: number }

/** The token of a review mail's link: it names one order of one shop and expires; nothing is stored. */
export async function reviewLinkToken(shopId: string, orderId: string, now = Date.now()): Promise<string> {
  const payload: ReviewLinkPayload = { k: 'review', s: shopId, o: orderId, exp: Math.floor(now / 1000) + REVIEW_LINK_TTL_SECONDS };
  return signToken(payload, await getServerSecret());
}

/** The order a valid, unexpired review token of this shop names, else null. */
export async function orderOfReviewToken(shopId: string, token: string, now = Date.now()): Promise<string | null> {
  const payload = verifyToken<ReviewLinkPayload>(token, await getServerSecret());
  if (!payload || payload.k !== 'review' || payload.s !== shopId || typeof payload.o !== 'string') return null;
  return payload.exp * 1000 > now ? payload.o : null;
}
