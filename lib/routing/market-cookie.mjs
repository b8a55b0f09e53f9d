// @ts-check
// Plain JavaScript: next.config.mjs's rewrites route a market's shoppers by it, as proxy.ts does (market-segment.ts).

/** The cookie that names the shopper's market, set by the country selector (`GET /api/v2/market`). */
export const MARKET_COOKIE = 'vitrine-market';

/** The form of a market code (`ch`, `uk`, `eu-north`), as a regular expression's source without anchors. */
export const MARKET_CODE = '[a-z][a-z0-9-]{0,15}';
