import { acpFeedLine } from '@/lib/agents/acp-feed';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem } from '@/lib/agents/google-feed';
import { shopUrl } from '@/lib/agents/shop-url';
import type { VariantRow } from '@/lib/agents/variant-row';
import { routes } from '@/lib/routing/links';
import { routingConfigFromEnv } from '@/lib/routing/resolve-request';
import { getDb } from '@/lib/db';
import { listShopCountries } from '@/lib/server/checkout/methods';
import { loadMarkets, marketOf } from '@/lib/server/markets/load-markets';
import { countriesOfMarket } from '@/lib/server/markets/page-market';
import type { Shop } from '@/lib/server/shop/types';
import { readVariantRows } from './variant-rows';

const ROUTING = routingConfigFromEnv(process.env);
/** Text handed to the response in pieces of about this many characters: few writes, little held at once. */
const CHUNK_CHARS = 64 * 1024;

export type FeedFormat = 'google' | 'acp';

/**
 * A shop's product feed in one language, as pieces of text to stream: the Google Merchant feed (XML)
 * or the ACP product feed (JSON Lines), both written from the variant rows, read page by page.
 * `country` (`?country=CH`) writes the feed of that delivery country's market: prices in its currency,
 * and the ACP feed's target countries those of the market; without it, the primary market's.
 */
export async function* productFeed(shop: Shop, locale: string, format: FeedFormat, country?: string): AsyncGenerator<string> {
  const home = shopUrl(shop, locale, routes.home(), ROUTING);
  let writeRow: (row: VariantRow) => string;
  let chunk = '';
  if (format === 'google') {
    chunk = googleFeedHead({ title: shop.title, link: home, description: shop.title });
    writeRow = googleFeedItem;
  } else {
    const markets = await loadMarkets(await getDb(), shop);
    const delivered = (await listShopCountries(shop, locale)).map((shopCountry) => shopCountry.code);
    const countries = countriesOfMarket(markets, marketOf(markets, country ?? null), delivered);
    const seller = { name: shop.title, url: home, countries };
    writeRow = (row) => acpFeedLine(row, seller);
  }
  for await (const row of readVariantRows(shop, locale, { country })) {
    chunk += writeRow(row);
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (format === 'google') chunk += GOOGLE_FEED_TAIL;
  if (chunk) yield chunk;
}
