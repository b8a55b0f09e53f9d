import { z } from 'zod';
import { ROUNDING_RULES } from '@/lib/pricing/conversion';
import { TAX_CLASSES } from '@/lib/pricing/vat';
import { COUNTRY_CODE_PATTERN } from '@/lib/schemas/address-rules';
import { storableText } from './catalog';
import { commonQuerySchema, moneySchema, uuidParam } from './common';
import { defineEndpoint } from './endpoint';

const countryCode = z.string().regex(COUNTRY_CODE_PATTERN, 'An ISO 3166-1 alpha-2 code in upper case ("CH")');
const marketCode = z.string().regex(/^[a-z][a-z0-9-]{0,15}$/, 'Lower-case letters, digits and dashes, starting with a letter ("ch")');

export const marketSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The delivery countries of the market; the primary market takes every country no other market names too. */
  countries: z.array(z.string()).max(300),
  currency: z.string(),
  /** Units of the market's currency per unit of the primary currency, in millionths (0.94 -> 940000). */
  exchangeRateMillionths: z.number().int(),
  rounding: z.enum(ROUNDING_RULES),
  pricesIncludeTax: z.boolean(),
  isPrimary: z.boolean(),
});

/** What an owner sets of a market; the primary market's currency and rate are the shop's and cannot change. */
const marketBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  countries: z.array(countryCode).max(300),
  currency: z.string().regex(/^[A-Z]{3}$/, 'An ISO 4217 code ("CHF")'),
  exchangeRateMillionths: z.number().int().min(1).max(1_000_000_000_000),
  rounding: z.enum(ROUNDING_RULES),
  pricesIncludeTax: z.boolean(),
});

const marketPriceSchema = z.object({ productId: z.uuid(), sku: z.string(), priceAmount: z.number().int() });
/** A product or variation as the owner prices it in a market: primary, converted and the market's own price. */
const marketProductSchema = z.object({
  productId: z.uuid(),
  sku: z.string(),
  kind: z.enum(['simple', 'master', 'variation']),
  name: z.string(),
  primaryPrice: moneySchema,
  /** The primary price at the market's rate and rounding: what shoppers pay without a price of the market's own. */
  convertedPrice: moneySchema,
  /** The market's own price (its price list), null where the converted price applies. */
  marketPrice: moneySchema.nullable(),
});
const taxRateSchema = z.object({ countryCode: z.string(), taxClass: z.enum(TAX_CLASSES), rateBasisPoints: z.number().int() });

const codeParams = z.object({ code: marketCode });
const priceParams = z.object({ code: marketCode, productId: uuidParam });
const taxRateParams = z.object({ country: countryCode, taxClass: z.enum(TAX_CLASSES) });

/** The owner's markets: currencies, exchange rates, rounding, price lists and tax rates (docs/api/markets.md). */
export const marketEndpoints = {
  listMarkets: defineEndpoint({
    method: 'GET', path: '/markets', tag: 'Markets', auth: 'owner', errors: [401, 403],
    summary: "The shop's markets, the primary first.",
    query: commonQuerySchema,
    response: z.object({ items: z.array(marketSchema).max(100) }),
  }),
  putMarket: defineEndpoint({
    method: 'PUT', path: '/markets/{code}', tag: 'Markets', auth: 'owner', errors: [401, 403, 422],
    summary: "Creates or replaces a market: its countries (none another market has), currency, exchange rate from the primary currency and rounding. The primary market's currency and rate stay the shop's.",
    params: codeParams,
    query: commonQuerySchema,
    body: marketBodySchema,
    response: marketSchema,
  }),
  deleteMarket: defineEndpoint({
    method: 'DELETE', path: '/markets/{code}', tag: 'Markets', auth: 'owner', errors: [401, 403, 404, 422], successStatus: 204,
    summary: 'Removes a market with its price list; its countries buy in the primary market. The primary market stays.',
    params: codeParams,
    query: commonQuerySchema,
  }),
  listMarketPrices: defineEndpoint({
    method: 'GET', path: '/markets/{code}/prices', tag: 'Markets', auth: 'owner', errors: [401, 403, 404],
    summary: "The market's price list: its own prices of products and variations, in minor units of its currency (the rest is converted).",
    params: codeParams,
    query: commonQuerySchema,
    response: z.object({ items: z.array(marketPriceSchema).max(100_000) }),
  }),
  listMarketProducts: defineEndpoint({
    method: 'GET', path: '/markets/{code}/products', tag: 'Markets', auth: 'owner', errors: [401, 403, 404],
    summary: "Products and variations whose name (in `locale`) or SKU contains `q`, by name, each with its primary price, its price converted into the market and the market's own price (null: converted).",
    params: codeParams,
    query: commonQuerySchema.extend({
      q: storableText(z.string().trim().max(100)).default(''),
      limit: z.coerce.number().int().min(1).max(100).default(50),
    }),
    response: z.object({ items: z.array(marketProductSchema).max(100) }),
  }),
  putMarketPrice: defineEndpoint({
    method: 'PUT', path: '/markets/{code}/prices/{productId}', tag: 'Markets', auth: 'owner', errors: [401, 403, 404, 422],
    summary: "Sets a product's (or variation's) price in the market, in minor units of its currency.",
    params: priceParams,
    query: commonQuerySchema,
    body: z.object({ priceAmount: z.number().int().min(0).max(2_147_483_647) }),
    response: marketPriceSchema,
  }),
  deleteMarketPrice: defineEndpoint({
    method: 'DELETE', path: '/markets/{code}/prices/{productId}', tag: 'Markets', auth: 'owner', errors: [401, 403, 404], successStatus: 204,
    summary: "Takes a product off the market's price list: its price is converted again.",
    params: priceParams,
    query: commonQuerySchema,
  }),
  listTaxRates: defineEndpoint({
    method: 'GET', path: '/taxRates', tag: 'Markets', auth: 'owner', errors: [401, 403],
    summary: "The shop's VAT rates per country and tax class, in basis points (1900 = 19 %).",
    query: commonQuerySchema,
    response: z.object({ items: z.array(taxRateSchema).max(1000) }),
  }),
  putTaxRate: defineEndpoint({
    method: 'PUT', path: '/taxRates/{country}/{taxClass}', tag: 'Markets', auth: 'owner', errors: [401, 403, 422],
    summary: "Sets a country's VAT rate of a tax class; carts are taxed at it from then on, orders keep the rate they were sold at.",
    params: taxRateParams,
    query: commonQuerySchema,
    body: z.object({ rateBasisPoints: z.number().int().min(0).max(10000) }),
    response: taxRateSchema,
  }),
};

/** The storefront's country selector (a plain form, no script): public, a GET like a language switch. */
export const marketChoiceEndpoints = {
  chooseCountry: defineEndpoint({
    method: 'GET', path: '/market', tag: 'Markets', auth: 'public', errors: [400, 422],
    summary: "Chooses the shopper's delivery country: remembers it and its market in cookies (the storefront's pages and the API's prices follow them), moves an open cart there, and redirects (303) back to the page the form was on (the Referer on this site), else the home page.",
    query: commonQuerySchema.extend({ country: countryCode }),
  }),
};

export type MarketPayload = z.infer<typeof marketSchema>;
export type MarketPricePayload = z.infer<typeof marketPriceSchema>;
export type MarketProductPayload = z.infer<typeof marketProductSchema>;
export type TaxRatePayload = z.infer<typeof taxRateSchema>;
