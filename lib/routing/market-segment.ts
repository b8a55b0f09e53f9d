import type { RenderMode } from './constants';
import { MARKET_CODE as MARKET_CODE_FORM, MARKET_COOKIE } from './market-cookie.mjs';

/**
 * The cookies of the shopper's market, set by the country selector (`GET /api/v2/market`): the market's
 * code (MARKET_COOKIE) routes cached pages (one cache entry per market and locale, no public URL per
 * market), the delivery country prices API answers and new carts. Without them: the primary market, as
 * before markets.
 */
export { MARKET_COOKIE };
export const COUNTRY_COOKIE = 'vitrine-country';

const MARKET_CODE = new RegExp(`^${MARKET_CODE_FORM}$`);
const SEPARATOR = '.';

/** A market code a cookie holds, when it has a market code's form. */
export function marketOfCookie(value: string | undefined): string | null {
  return value && MARKET_CODE.test(value) ? value : null;
}

/** The internal mode segment: `live.ch` for a shopper in a market other than the primary, else the mode itself. */
export function modeSegment(mode: RenderMode, market: string | null): string {
  return mode === 'live' && market ? `${mode}${SEPARATOR}${market}` : mode;
}

/** The mode and market a mode segment names (`live.ch` -> live, ch); a malformed one names no mode at all (not found). */
export function parseModeSegment(segment: string): { mode: string; market: string | null } {
  const [mode = '', market, ...rest] = segment.split(SEPARATOR);
  if (market === undefined) return { mode, market: null };
  return mode === 'live' && rest.length === 0 && MARKET_CODE.test(market) ? { mode, market } : { mode: segment, market: null };
}
