import { signToken, verifyToken } from '@/lib/server/security/signed-token';
import type { CookieJar } from './cookie-jar';
import { shopCookieName } from './shop-cookie-name';

/**
 * The owner session cookie of one shop: one per shop, so a session of one shop gives nothing in another
 * and an owner of two shops can be signed in to both in one browser.
 */
export function ownerCookieName(shopSlug: string): string {
  return shopCookieName('vitrine-owner', { slug: shopSlug });
}

interface CookiePayload {
  /** The shop the session belongs to, so a value copied into another shop's cookie is refused unread. */
  shop: string;
  /** The session secret, whose SHA-256 the database holds. */
  secret: string;
}

/** The cookie's value: the session secret, signed with the server secret so forged values cost no lookup. */
export function encodeOwnerCookie(shopSlug: string, sessionSecret: string, serverSecret: string): string {
  return signToken({ shop: shopSlug, secret: sessionSecret } satisfies CookiePayload, serverSecret);
}

/** The session secret of a well-signed cookie value of this shop, else null. */
export function decodeOwnerCookie(shopSlug: string, value: string | undefined, serverSecret: string): string | null {
  if (!value || value.length > 512) return null;
  const payload = verifyToken<Partial<CookiePayload>>(value, serverSecret);
  return payload?.shop === shopSlug && typeof payload.secret === 'string' ? payload.secret : null;
}

/**
 * Puts a session into the shop's owner cookie of the answer: httpOnly, Path=/, lasting exactly as long as
 * the session, Secure over HTTPS, SameSite=None there for a shop whose back office on another origin may
 * frame the editor, else Lax (lib/http/cookies.ts).
 */
export function setOwnerCookie(jar: CookieJar, shopSlug: string, session: { secret: string; expiresAt: Date }, serverSecret: string, now = Date.now()): void {
  const maxAge = Math.max(1, Math.floor((session.expiresAt.getTime() - now) / 1000));
  jar.set(ownerCookieName(shopSlug), encodeOwnerCookie(shopSlug, session.secret, serverSecret), maxAge, { frameable: true });
}

/** Removes the shop's owner cookie (sign-out). */
export function clearOwnerCookie(jar: CookieJar, shopSlug: string): void {
  jar.delete(ownerCookieName(shopSlug));
}
