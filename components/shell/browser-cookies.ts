/** The language the shopper chose in the switcher (spec section 9). */
export const LOCALE_COOKIE = 'sf-locale';
export const COOKIE_DAYS = 730;

/** Reads a cookie of the page; null when it is not set. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? null : decodeURIComponent(found.slice(prefix.length));
}

/** Sets a first-party cookie for the whole site, or for the addresses under `path` only. */
export function writeCookie(name: string, value: string, days = COOKIE_DAYS, path = '/'): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * 86400}; Path=${path}; SameSite=Lax${secure}`;
}
