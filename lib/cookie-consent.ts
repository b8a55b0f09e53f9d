/** The cookie that holds the shopper's consent choice ('1' accepted, '0' declined; spec section 9). */
export const CONSENT_COOKIE = 'epCookieConsent';

/** Whether the shopper accepted cookies, read from a document.cookie string. */
export function hasCookieConsent(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=1`);
}
