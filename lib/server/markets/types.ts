import type { Conversion, RoundingRule } from '@/lib/pricing/conversion';
import type { CountryTaxRates } from '@/lib/pricing/vat';

/** A market of a shop (lib/db/schema/markets.ts) as services use it. */
export interface Market {
  /** Null for the primary market of a shop that has set up no markets: its currency and rate are the shop's. */
  id: string | null;
  code: string;
  name: string;
  countries: string[];
  currency: string;
  exchangeRateMillionths: number;
  rounding: RoundingRule;
  pricesIncludeTax: boolean;
  isPrimary: boolean;
}

/** How a sale to one delivery country is priced: its market, the conversion from the primary prices, the tax. */
export interface MarketPricing {
  market: Market;
  /** The delivery country; null: none named yet (the primary market at the shop's own rate). */
  country: string | null;
  currency: string;
  conversion: Conversion;
  /** The rates the market's prices are given with, before a reverse charge; gross amounts are netted at them. */
  listedRates: CountryTaxRates;
  /** The rates the sale is taxed at: the listed ones, or none under reverse charge. */
  rates: CountryTaxRates;
  reverseCharge: boolean;
  /** The business buyer's VAT number as given, when there is one. */
  vatNumber: string | null;
}
