import { getDb } from '@/lib/db';
import type { FacetPayload } from '@/lib/contract/search';
import { currencyDigits } from '@/lib/money';
import { convertAmount, primaryRangeFor, type Conversion } from '@/lib/pricing/conversion';
import type { SearchFilters } from '@/lib/server/search/filters';
import type { Shop } from '@/lib/server/shop/types';
import { searchPricedForCountry, searchPricedForMarket } from './catalog-prices';
import { loadMarkets, marketOf } from './load-markets';
import type { Market } from './types';

interface Searched {
  products: { productId: string; price?: { amount: number; currency: string; formatted: string } }[];
  popular: { productId: string; price?: { amount: number; currency: string; formatted: string } }[];
  facets: FacetPayload[];
}

/** Who a search is for: the API's delivery country, or a cached page's market code (`live.ch`). */
export type SearchAudience = { country: string | undefined } | { marketCode: string | null | undefined };

/**
 * A search in the shopper's market: the price filter is read in the market's currency (`readFilters`
 * gets it), the catalogue is searched with it as the range of primary prices whose conversion lies in it
 * (`primaryRangeFor`: exact for converted prices; a price-list price is filtered by its primary price's
 * conversion, so the search stays one cached SQL query per catalogue version), and the answer comes back
 * with its prices and its price facet in the market's currency. The primary market, and a request without
 * country or market, search exactly as before markets, without a query for the markets.
 */
export async function searchInMarket<T extends Searched>(
  shop: Shop, locale: string, audience: SearchAudience, readFilters: (currency: string) => SearchFilters,
  search: (filters: SearchFilters) => Promise<T>,
): Promise<T> {
  const market = await marketFor(shop, audience);
  if (!market) return search(readFilters(shop.currency));
  const { currency, conversion } = market;
  const filters = readFilters(currency);
  const found = await search({ ...filters, price: filters.price && primaryRangeFor(filters.price, conversion) });
  const priced = 'country' in audience
    ? await searchPricedForCountry(shop, locale, audience.country, found)
    : await searchPricedForMarket(shop, locale, audience.marketCode, found);
  return { ...priced, facets: found.facets.map((facet) => (facet.type === 'range' ? priceFacetIn(facet, filters, conversion) : facet)) };
}

/** The audience's market other than the primary, with the conversion into its currency; null for the primary. */
async function marketFor(shop: Shop, audience: SearchAudience): Promise<{ currency: string; conversion: Conversion } | null> {
  const wanted = 'country' in audience ? audience.country : audience.marketCode;
  if (!wanted) return null;
  const list = await loadMarkets(await getDb(), shop);
  const market: Market | undefined = 'country' in audience ? marketOf(list, wanted) : list.find((candidate) => candidate.code === wanted);
  if (!market || market.isPrimary) return null;
  return {
    currency: market.currency,
    conversion: { fromCurrency: list[0]!.currency, toCurrency: market.currency, rateMillionths: market.exchangeRateMillionths, rounding: market.rounding },
  };
}

type RangeFacet = Extract<FacetPayload, { type: 'range' }>;

/**
 * The price facet in the market's whole units: the matching primary bounds converted (outwards, so the
 * range still holds every converted price), and the shopper's own range as given, in the market's currency.
 */
function priceFacetIn(facet: RangeFacet, filters: SearchFilters, conversion: Conversion): RangeFacet {
  const fromFactor = 10 ** currencyDigits(conversion.fromCurrency);
  const factor = 10 ** currencyDigits(conversion.toCurrency);
  const min = Math.floor(convertAmount(facet.values.min * fromFactor, conversion) / factor);
  const max = Math.ceil(convertAmount(facet.values.max * fromFactor, conversion) / factor);
  const price = filters.price;
  const selection = price ? { min: price.min === null ? min : price.min / factor, max: price.max === null ? max : price.max / factor } : null;
  return { ...facet, currency: conversion.toCurrency, values: { min, max, selected: selection !== null && (selection.min !== min || selection.max !== max), selection } };
}

/** A price range in minor units of the country's market (the UCP catalogue's filter) as primary amounts, as `searchInMarket` reads it. */
export async function primaryPriceRange(
  shop: Shop, country: string | undefined, range: { min: number | null; max: number | null } | null,
): Promise<{ min: number | null; max: number | null } | null> {
  const market = range && await marketFor(shop, { country });
  return range && market ? primaryRangeFor(range, market.conversion) : range;
}
