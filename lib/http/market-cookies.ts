import { COUNTRY_COOKIE, MARKET_COOKIE } from '@/lib/routing/market-segment';
import type { CookieJar } from './cookie-jar';

/** A shopper's country choice lasts like a language choice would: a year. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Remembers the delivery country and its market. The primary market has no cookie: its shoppers get the
 * pages at the addresses (and cache entries) they had before markets.
 */
export function rememberMarket(cookies: CookieJar, country: string, market: string | null): void {
  cookies.set(COUNTRY_COOKIE, country, MAX_AGE_SECONDS);
  if (market) cookies.set(MARKET_COOKIE, market, MAX_AGE_SECONDS);
  else cookies.delete(MARKET_COOKIE);
}
