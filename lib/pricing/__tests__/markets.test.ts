import fc from 'fast-check';
import { currencyDigits, formatMoney } from '@/lib/money';
import { convertAmount, RATE_SCALE, roundPrice, type RoundingRule } from '../conversion';
import { grossOfNet, includedTax, netOfGross, taxOnNet } from '../tax';
import { computeTotals } from '../totals';
import { taxTreatment } from '../vat';
import { isVatNumberOf, normalizeVatNumber } from '@/lib/validation/vat-number';

/** The currencies of the seeded markets, and one without decimals and one with three to keep the digits honest. */
const CURRENCIES = ['EUR', 'CHF', 'GBP', 'JPY', 'KWD'];
const SEEDED_RATES = [810, 1900, 2000, 260, 500, 700, 0];

describe('currency digits', () => {
  it('follow ISO 4217', () => {
    expect(CURRENCIES.map(currencyDigits)).toEqual([2, 2, 2, 0, 3]);
  });

  it('format minor units in every seeded currency', () => {
    // Intl separates with no-break spaces.
    const format = (...args: Parameters<typeof formatMoney>) => formatMoney(...args).replace(/\s/g, ' ');
    expect(format({ amount: 2790, currency: 'CHF' }, 'de-CH')).toBe('CHF 27.90');
    expect(format({ amount: 2200, currency: 'GBP' }, 'en-GB')).toBe('£22.00');
    expect(format({ amount: 2490, currency: 'EUR' }, 'de')).toBe('24,90 €');
    expect(format({ amount: 2490, currency: 'JPY' }, 'en')).toBe('¥2,490');
  });
});

describe('rounding', () => {
  it('rounds up to a whole unit or the next .90', () => {
    expect(roundPrice(2347, 'whole', 2)).toBe(2400);
    expect(roundPrice(2300, 'whole', 2)).toBe(2300);
    expect(roundPrice(2347, 'ninety', 2)).toBe(2390);
    expect(roundPrice(2390, 'ninety', 2)).toBe(2390);
    expect(roundPrice(2395, 'ninety', 2)).toBe(2490);
    expect(roundPrice(2347, 'none', 2)).toBe(2347);
    expect(roundPrice(12345, 'ninety', 3)).toBe(12900);
    expect(roundPrice(2347, 'ninety', 0)).toBe(2347);
  });

  it('never rounds down and moves a price by less than one unit', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.constantFrom<RoundingRule>('none', 'whole', 'ninety'), fc.constantFrom(0, 2, 3), (amount, rule, digits) => {
      const rounded = roundPrice(amount, rule, digits);
      expect(rounded).toBeGreaterThanOrEqual(amount);
      expect(rounded - amount).toBeLessThan(10 ** digits);
    }));
  });
});

describe('conversion', () => {
  it('converts minor units by the rate in integer arithmetic', () => {
    const toChf = { fromCurrency: 'EUR', toCurrency: 'CHF', rateMillionths: 940_000, rounding: 'none' as const };
    expect(convertAmount(2490, toChf)).toBe(2341); // 23.406
    expect(convertAmount(2490, { ...toChf, rounding: 'ninety' })).toBe(2390);
    expect(convertAmount(2490, { fromCurrency: 'EUR', toCurrency: 'GBP', rateMillionths: 860_000, rounding: 'whole' })).toBe(2200);
    expect(convertAmount(2490, { fromCurrency: 'EUR', toCurrency: 'JPY', rateMillionths: 162_500_000, rounding: 'none' })).toBe(4046);
    expect(convertAmount(2490, { fromCurrency: 'EUR', toCurrency: 'KWD', rateMillionths: 330_000, rounding: 'none' })).toBe(8217);
  });

  it('keeps the primary currency as it is', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (amount) => {
      expect(convertAmount(amount, { fromCurrency: 'EUR', toCurrency: 'EUR', rateMillionths: RATE_SCALE, rounding: 'ninety' })).toBe(amount);
    }));
  });

  it('stays within half a minor unit of the exact product before rounding, in every currency', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 200_000_000 }), fc.constantFrom(...CURRENCIES), fc.constantFrom(...CURRENCIES),
      (amount, rate, from, to) => {
        const converted = convertAmount(amount, { fromCurrency: from, toCurrency: to, rateMillionths: rate, rounding: 'none' });
        const exact = (amount / 10 ** currencyDigits(from)) * (rate / RATE_SCALE) * 10 ** currencyDigits(to);
        expect(Number.isInteger(converted)).toBe(true);
        expect(Math.abs(converted - exact)).toBeLessThanOrEqual(0.5 + 1e-6 * Math.max(1, exact));
      },
    ));
  });
});

describe('gross and net', () => {
  it('split exactly: gross = net + tax in minor units', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), fc.constantFrom(...SEEDED_RATES), (amount, rate) => {
      expect(netOfGross(amount, rate) + includedTax(amount, rate)).toBe(amount);
      expect(grossOfNet(amount, rate)).toBe(amount + taxOnNet(amount, rate));
    }));
  });

  it('round the tax on a net amount half up', () => {
    expect(taxOnNet(10000, 2000)).toBe(2000);
    expect(taxOnNet(2341, 810)).toBe(190); // 189.6
    expect(taxOnNet(0, 2000)).toBe(0);
  });
});

describe('totals in a market', () => {
  const line = (basePriceAmount: number, quantity: number, taxRateBasisPoints?: number) => ({ basePriceAmount, quantity, bulkTiers: [], taxRateBasisPoints });
  const base = { coupon: null, shipping: null, paymentFeeAmount: 0 };

  it('add the tax to net prices and include it in gross ones', () => {
    const net = computeTotals({ ...base, lines: [line(1000, 3)], taxRateBasisPoints: 2000, pricesIncludeTax: false });
    expect(net).toMatchObject({ subtotal: 3000, tax: 600, grandTotal: 3600 });
    const gross = computeTotals({ ...base, lines: [line(1200, 3)], taxRateBasisPoints: 2000 });
    expect(gross).toMatchObject({ subtotal: 3600, tax: 600, grandTotal: 3600 });
  });

  it('tax each rate on its own lines, the discount shared in proportion', () => {
    const totals = computeTotals({
      ...base, lines: [line(1070, 1, 700), line(2380, 1)], taxRateBasisPoints: 1900,
      coupon: { discountType: 'amount', discountValue: 345 }, shipping: { priceAmount: 495, freeFromAmount: null },
    });
    expect(totals.taxLines).toEqual([
      { rateBasisPoints: 1900, baseAmount: 2380 - 238 + 495, taxAmount: includedTax(2637, 1900) },
      { rateBasisPoints: 700, baseAmount: 1070 - 107, taxAmount: includedTax(963, 700) },
    ]);
    expect(totals.taxLines.reduce((sum, l) => sum + l.baseAmount, 0)).toBe(totals.grandTotal);
  });

  it('with one rate, tax the whole total as a single-rate shop always did', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 50 })), { maxLength: 8 }), fc.integer({ min: 0, max: 5000 }), (lines, fee) => {
      const totals = computeTotals({ ...base, paymentFeeAmount: fee, lines: lines.map(([price, quantity]) => line(price, quantity)), taxRateBasisPoints: 1900 });
      expect(totals.tax).toBe(includedTax(totals.grandTotal, 1900));
    }));
  });

  it('gross = net + tax for every cart, every seeded rate, gross or net prices', () => {
    fc.assert(fc.property(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 999 }), fc.constantFrom(...SEEDED_RATES)), { minLength: 1, maxLength: 8 }),
      fc.constantFrom(...SEEDED_RATES), fc.boolean(), fc.integer({ min: 0, max: 3000 }),
      (lines, standard, pricesIncludeTax, discount) => {
        const totals = computeTotals({
          ...base, lines: lines.map(([price, quantity, rate]) => line(price, quantity, rate)), taxRateBasisPoints: standard, pricesIncludeTax,
          coupon: discount > 0 ? { discountType: 'amount', discountValue: discount } : null, shipping: { priceAmount: 495, freeFromAmount: null },
        });
        const netTotal = pricesIncludeTax
          ? totals.taxLines.reduce((sum, l) => sum + netOfGross(l.baseAmount, l.rateBasisPoints), 0)
          : totals.taxLines.reduce((sum, l) => sum + l.baseAmount, 0);
        expect(netTotal + totals.tax).toBe(totals.grandTotal);
        expect(totals.taxLines.every((l) => l.baseAmount >= 0 && l.taxAmount >= 0)).toBe(true);
      },
    ));
  });

  it('has no rounding drift across quantities: a line of n costs n times its unit', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 999 }), fc.constantFrom(...CURRENCIES), (primary, quantity, currency) => {
      const unit = convertAmount(primary, { fromCurrency: 'EUR', toCurrency: currency, rateMillionths: 940_000, rounding: 'ninety' });
      const totals = computeTotals({ ...base, lines: [line(unit, quantity)], taxRateBasisPoints: 810 });
      expect(totals.lines[0]!.totalAmount).toBe(unit * quantity);
      expect(totals.subtotal).toBe(unit * quantity);
    }));
  });
});

describe('EU VAT', () => {
  const rates = { standard: 2000, reduced: 1000 };

  it('charges a consumer the destination country\'s VAT', () => {
    expect(taxTreatment({ shopCountry: 'DE', destinationCountry: 'AT', destinationRates: rates, vatNumber: null })).toEqual({ rates, reverseCharge: false });
  });

  it('reverse-charges a business elsewhere in the EU with a VAT number of its country', () => {
    expect(taxTreatment({ shopCountry: 'DE', destinationCountry: 'AT', destinationRates: rates, vatNumber: 'ATU12345678' }))
      .toEqual({ rates: { standard: 0, reduced: 0 }, reverseCharge: true });
  });

  it('charges VAT to a business at home, outside the EU, or with another country\'s number', () => {
    expect(taxTreatment({ shopCountry: 'DE', destinationCountry: 'DE', destinationRates: rates, vatNumber: 'DE123456789' }).reverseCharge).toBe(false);
    expect(taxTreatment({ shopCountry: 'DE', destinationCountry: 'CH', destinationRates: rates, vatNumber: 'CHE123456789' }).reverseCharge).toBe(false);
    expect(taxTreatment({ shopCountry: 'DE', destinationCountry: 'AT', destinationRates: rates, vatNumber: 'DE123456789' }).reverseCharge).toBe(false);
  });

  it('checks the format of a VAT number per country', () => {
    expect(isVatNumberOf('AT', 'atu 123.456-78')).toBe(true);
    expect(isVatNumberOf('AT', 'ATU1234567')).toBe(false);
    expect(isVatNumberOf('DE', 'DE123456789')).toBe(true);
    expect(isVatNumberOf('GR', 'EL123456789')).toBe(true);
    expect(isVatNumberOf('NL', 'NL123456789B01')).toBe(true);
    expect(isVatNumberOf('FR', 'FRXX123456789')).toBe(true);
    expect(isVatNumberOf('FR', 'FRIO123456789')).toBe(false);
    expect(isVatNumberOf('CH', 'CHE123456789')).toBe(false);
    expect(normalizeVatNumber(' nl 1234.56789-b01 ')).toBe('NL123456789B01');
  });
});
