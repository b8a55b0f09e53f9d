import type { Money } from '@/lib/money';
import { decimalPrice } from './product-json-ld';

/** A shipping method as shoppers can choose it at checkout. */
export interface ShippingOption {
  name: string;
  price: Money;
  /** The order value from which the method costs nothing; null: never free. */
  freeFrom: Money | null;
}

/** What the shipping details of a product's offer are built from. */
export interface OfferShippingInput {
  /** The product's price: one piece of it is the smallest order, so it decides whether shipping is free. */
  price: Money;
  methods: readonly ShippingOption[];
  /** Countries the shop delivers to, as ISO 3166-1 alpha-2 codes. */
  countries: readonly string[];
}

/** What one piece of the product costs to ship with a method: nothing once its price reaches the free-shipping threshold. */
function shippingRate(method: ShippingOption, price: Money): Money {
  const free = method.freeFrom !== null && price.amount >= method.freeFrom.amount;
  return { amount: free ? 0 : method.price.amount, currency: method.price.currency };
}

/**
 * One schema.org OfferShippingDetails per shipping method, to every delivery country. Delivery times
 * are left out: the shop keeps them only as free text. Empty when the shop has no method or no country.
 */
export function buildShippingDetailsJsonLd({ price, methods, countries }: OfferShippingInput): Record<string, unknown>[] {
  if (countries.length === 0) return [];
  const shippingDestination = countries.map((addressCountry) => ({ '@type': 'DefinedRegion', addressCountry }));
  return methods.map((method) => {
    const rate = shippingRate(method, price);
    return {
      '@type': 'OfferShippingDetails',
      shippingLabel: method.name,
      shippingRate: { '@type': 'MonetaryAmount', value: Number(decimalPrice(rate)), currency: rate.currency },
      shippingDestination,
    };
  });
}
