import fc from 'fast-check';
import { convertAmount, primaryRangeFor, RATE_SCALE, type Conversion, type RoundingRule } from '../conversion';

const CHF: Conversion = { fromCurrency: 'EUR', toCurrency: 'CHF', rateMillionths: 940_000, rounding: 'ninety' };

describe("a shopper's price range in a market's currency, as primary amounts", () => {
  it('takes exactly the primary prices whose CHF price lies in the range', () => {
    // 14.90 EUR -> 14.01 CHF -> 14.90 CHF; 15.00 EUR -> 14.10 -> 14.90; 15.96 EUR -> 15.00 -> 15.90.
    expect(convertAmount(1490, CHF)).toBe(1490);
    const { min, max } = primaryRangeFor({ min: 1500, max: 1500 }, CHF);
    expect(max! < min!).toBe(true); // no CHF price is 15.00
    const range = primaryRangeFor({ min: 1490, max: 1490 }, CHF);
    expect(convertAmount(range.min!, CHF)).toBe(1490);
    expect(convertAmount(range.min! - 1, CHF)).toBeLessThan(1490);
    expect(convertAmount(range.max!, CHF)).toBe(1490);
    expect(convertAmount(range.max! + 1, CHF)).toBeGreaterThan(1490);
  });

  it('leaves open sides open and the primary currency unchanged', () => {
    expect(primaryRangeFor({ min: null, max: 5000 }, CHF).min).toBeNull();
    expect(primaryRangeFor({ min: 1000, max: null }, CHF).max).toBeNull();
    const same: Conversion = { fromCurrency: 'EUR', toCurrency: 'EUR', rateMillionths: RATE_SCALE, rounding: 'none' };
    expect(primaryRangeFor({ min: 1001, max: 2003 }, same)).toEqual({ min: 1001, max: 2003 });
  });

  it('agrees with filtering on converted prices for every amount, rate and rounding', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }),
      fc.integer({ min: 10_000, max: 200_000_000 }), fc.constantFrom<RoundingRule>('none', 'whole', 'ninety'), fc.constantFrom('GBP', 'JPY', 'KWD'),
      (amount, low, width, rateMillionths, rounding, toCurrency) => {
        const conversion: Conversion = { fromCurrency: 'EUR', toCurrency, rateMillionths, rounding };
        const { min, max } = primaryRangeFor({ min: low, max: low + width }, conversion);
        const converted = convertAmount(amount, conversion);
        expect(amount >= min! && amount <= max!).toBe(converted >= low && converted <= low + width);
      },
    ));
  });
});
