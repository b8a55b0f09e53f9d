import { getDb } from '@/lib/db';
import { writeCartIn } from '@/lib/server/cart/cart-write';
import { BusinessRuleError } from '@/lib/server/errors';
import { isShopCountry } from '@/lib/server/checkout/methods';
import type { BrowserToken } from '@/lib/server/security/browser-token';
import type { Shop } from '@/lib/server/shop/types';
import { loadMarkets, marketOf } from './load-markets';

/**
 * The shopper chooses a delivery country in the storefront: one the shop delivers to (else 422
 * `CountryNotSupported`). An open cart moves there (re-priced); no cart is created. Answers the market
 * code the storefront routes by, null for the primary market (whose pages are the ones without a market).
 */
export async function chooseCountry(shop: Shop, locale: string, cartToken: BrowserToken, country: string): Promise<{ market: string | null }> {
  if (!(await isShopCountry(shop, country))) throw new BusinessRuleError(`The shop does not deliver to ${country}`, 'CountryNotSupported');
  const market = marketOf(await loadMarkets(await getDb(), shop), country);
  if (cartToken.value) await writeCartIn(shop, locale, cartToken, { create: false, country }, async () => undefined);
  return { market: market.isPrimary ? null : market.code };
}
