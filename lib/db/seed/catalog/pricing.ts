import type { Random } from '../random';

const MIN_PRICE = 490;
const MAX_PRICE = 39_900;
// Shop prices end in .90, .95, .99 or a round euro; the weights follow what shops tend to use.
const ENDINGS = [90, 90, 95, 99, 99, 0] as const;

/** A gross price in cents within a band of whole euros, log-distributed so cheap items are more common. */
export function priceInBand(random: Random, [min, max]: readonly [number, number]): number {
  const euros = Math.round(Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min))));
  const ending = random.pick(ENDINGS);
  const cents = ending === 0 ? euros * 100 : (euros - 1) * 100 + ending;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, cents));
}

/** Stock: mostly 5-200, about one in twenty low (1-3), about one in twenty-five sold out. */
export function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.04) return 0;
  if (roll < 0.09) return random.int(1, 3);
  return random.int(5, 200);
}

/** Cheaper unit prices from 5 and from 10 pieces, rounded down to ten cents. */
export function bulkTiers(priceAmount: number): { minQuantity: number; priceAmount: number }[] {
  const tier = (factor: number) => Math.floor((priceAmount * factor) / 10) * 10;
  return [{ minQuantity: 5, priceAmount: tier(0.95) }, { minQuantity: 10, priceAmount: tier(0.9) }];
}
