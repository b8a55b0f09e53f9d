import { KNOWN_DEVICE_TTL_SECONDS } from '@/lib/server/customers/known-device';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import type { CookieJar } from './cookie-jar';
import { shopCookieName } from './shop-cookie-name';

/** The httpOnly cookie that marks a browser where this shop's customer signed in with the right password. */
export const deviceCookie = (shop: Pick<Shop, 'slug'>) => shopCookieName('vitrine-device', shop);

/** The browser's known-device token of this shop, as the sign-in guard takes it (lib/server/customers/known-device.ts). */
export function deviceToken(shop: Pick<Shop, 'slug'>, cookies: CookieJar): BrowserToken {
  return {
    value: cookies.get(deviceCookie(shop)),
    replace: (token) => cookies.set(deviceCookie(shop), token, KNOWN_DEVICE_TTL_SECONDS),
    clear: () => cookies.delete(deviceCookie(shop)),
  };
}
