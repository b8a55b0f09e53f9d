/** The cookie that holds the shopper's consent choice ('1' accepted, '0' declined; spec section 9). */
export const CONSENT_COOKIE = 'epCookieConsent';

/** The shopper's stored choice in a document.cookie string: '1' accepted, '0' declined, null when none was made. */
export function consentChoice(cookie: string): '1' | '0' | null {
  const value = cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${CONSENT_COOKIE}=`))?.slice(CONSENT_COOKIE.length + 1);
  return value === '1' || value === '0' ? value : null;
}

/** Whether the shopper accepted cookies, read from a document.cookie string. */
export function hasCookieConsent(cookie: string): boolean {
  return consentChoice(cookie) === '1';
}
