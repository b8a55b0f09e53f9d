import { convertAmount } from '@/lib/pricing/conversion';
import { netOfGross } from '@/lib/pricing/tax';
import type { TaxClass } from '@/lib/pricing/vat';
import type { MarketPricing } from './types';

/** A primary-market amount in the market's currency, by its exchange rate and rounding. */
export function converted(pricing: MarketPricing, primaryAmount: number): number {
  return convertAmount(primaryAmount, pricing.conversion);
}

/**
 * What a buyer pays for an amount of the market's price list: the amount itself, or under reverse
 * charge in a gross-priced market its net part at the rate it was listed with (the VAT is the buyer's).
 */
export function saleAmount(pricing: MarketPricing, marketAmount: number, taxClass: TaxClass = 'standard'): number {
  return pricing.reverseCharge && pricing.market.pricesIncludeTax ? netOfGross(marketAmount, pricing.listedRates[taxClass]) : marketAmount;
}

/** A primary amount as the buyer pays it in the market: converted, then `saleAmount`. */
export function inMarket(pricing: MarketPricing, primaryAmount: number, taxClass: TaxClass = 'standard'): number {
  return saleAmount(pricing, converted(pricing, primaryAmount), taxClass);
}
