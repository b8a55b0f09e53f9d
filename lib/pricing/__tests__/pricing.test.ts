import fc from 'fast-check';
import { unitPriceFor } from '../bulk-price';
import { couponDiscount, couponValidationErrors, normalizeCouponCode, type CouponRules } from '../coupon';
import { missingForFreeShipping, shippingCharge } from '../shipping';
import { includedTax } from '../tax';
import { MAX_ORDER_AMOUNT, computeTotals } from '../totals';

const tiers = [{ minQuantity: 10, priceAmount: 1290 }, { minQuantity: 5, priceAmount: 1390 }];

describe('bulk price', () => {
  it('uses the largest tier whose quantity is at most the line quantity', () => {
    expect(unitPriceFor(1490, tiers, 1)).toBe(1490);
    expect(unitPriceFor(1490, tiers, 4)).toBe(1490);
    expect(unitPriceFor(1490, tiers, 5)).toBe(1390);
    expect(unitPriceFor(1490, tiers, 9)).toBe(1390);
    expect(unitPriceFor(1490, tiers, 10)).toBe(1290);
    expect(unitPriceFor(1490, tiers, 999)).toBe(1290);
    expect(unitPriceFor(1490, [], 50)).toBe(1490);
  });
});

describe('included tax', () => {
  it('is the share of a gross amount, rounded half up', () => {
    expect(includedTax(11900, 1900)).toBe(1900);
    expect(includedTax(1490, 1900)).toBe(238); // 237.899...
    expect(includedTax(100, 700)).toBe(7); // 6.54
    expect(includedTax(0, 1900)).toBe(0);
    expect(includedTax(1000, 0)).toBe(0);
  });

  it('stays exact for the largest amounts', () => {
    expect(includedTax(MAX_ORDER_AMOUNT, 1900)).toBe(Math.round((MAX_ORDER_AMOUNT * 1900) / 11900));
  });

  it('never exceeds the gross amount and matches the rounded real share', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10000 }), (gross, rate) => {
      const tax = includedTax(gross, rate);
      expect(tax).toBeLessThanOrEqual(gross);
      expect(Math.abs(tax - (gross * rate) / (10000 + rate))).toBeLessThanOrEqual(0.5);
    }));
  });
});

const rules = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  discountType: 'percentage', discountValue: 1000, minimumOrderAmount: null, validFrom: null, validUntil: null,
  usageLimit: null, usageCount: 0, ...overrides,
});

describe('coupon', () => {
  const now = new Date('2026-05-01T12:00:00Z');

  it('discounts a percentage in basis points, rounded half up', () => {
    expect(couponDiscount(rules(), 2490)).toBe(249);
    expect(couponDiscount(rules(), 2495)).toBe(250); // 249.5 rounds up
    expect(couponDiscount(rules({ discountValue: 10000 }), 2490)).toBe(2490);
  });

  it('discounts an amount in minor units, never more than the subtotal', () => {
    expect(couponDiscount(rules({ discountType: 'amount', discountValue: 500 }), 6000)).toBe(500);
    expect(couponDiscount(rules({ discountType: 'amount', discountValue: 500 }), 300)).toBe(300);
    expect(couponDiscount(rules({ discountType: 'amount', discountValue: 500 }), 0)).toBe(0);
  });

  it('names every reason a coupon does not apply', () => {
    expect(couponValidationErrors(rules(), 100, now)).toEqual([]);
    expect(couponValidationErrors(rules({ validUntil: new Date('2026-04-30T00:00:00Z') }), 100, now)).toEqual(['CouponExpired']);
    expect(couponValidationErrors(rules({ validFrom: new Date('2026-05-02T00:00:00Z') }), 100, now)).toEqual(['CouponExpired']);
    expect(couponValidationErrors(rules({ minimumOrderAmount: 5000 }), 4999, now)).toEqual(['LineItemsSubTotalTooSmall']);
    expect(couponValidationErrors(rules({ minimumOrderAmount: 5000 }), 5000, now)).toEqual([]);
    expect(couponValidationErrors(rules({ usageLimit: 3, usageCount: 3 }), 100, now)).toEqual(['CouponUsageLimitReached']);
    expect(couponValidationErrors(rules({ usageLimit: 3, usageCount: 2 }), 100, now)).toEqual([]);
  });

  it('compares codes trimmed and case-insensitively', () => {
    expect(normalizeCouponCode('  welcome10 ')).toBe('WELCOME10');
  });
});

describe('totals', () => {
  const base = { coupon: null, shipping: null, paymentFeeAmount: 0, taxRateBasisPoints: 1900 };

  it('sums bulk-priced lines and takes the included tax of the grand total', () => {
    const totals = computeTotals({ ...base, lines: [{ quantity: 5, basePriceAmount: 1490, bulkTiers: tiers }, { quantity: 1, basePriceAmount: 2490, bulkTiers: [] }] });
    expect(totals.lines).toEqual([{ unitPriceAmount: 1390, totalAmount: 6950 }, { unitPriceAmount: 2490, totalAmount: 2490 }]);
    expect(totals.subtotal).toBe(9440);
    expect(totals.grandTotal).toBe(9440);
    expect(totals.tax).toBe(includedTax(9440, 1900));
    expect(totals.withinLimits).toBe(true);
  });

  it('applies the coupon, then shipping free from its threshold after the discount, then the payment fee', () => {
    const shipping = { priceAmount: 495, freeFromAmount: 5000 };
    const lines = [{ quantity: 1, basePriceAmount: 5200, bulkTiers: [] }];
    const withCoupon = computeTotals({ ...base, lines, shipping, paymentFeeAmount: 150, coupon: { discountType: 'amount', discountValue: 500 } });
    expect(withCoupon).toMatchObject({ subtotal: 5200, discount: 500, shipping: 495, paymentFee: 150, grandTotal: 5200 - 500 + 495 + 150 });
    const without = computeTotals({ ...base, lines, shipping });
    expect(without).toMatchObject({ discount: 0, shipping: 0, grandTotal: 5200 });
  });

  it('charges nothing for an empty cart', () => {
    const totals = computeTotals({ ...base, lines: [], shipping: { priceAmount: 495, freeFromAmount: null }, paymentFeeAmount: 200 });
    expect(totals).toMatchObject({ subtotal: 0, shipping: 0, paymentFee: 0, grandTotal: 0, tax: 0 });
  });

  it('flags totals an order cannot hold', () => {
    const totals = computeTotals({ ...base, lines: [{ quantity: 999, basePriceAmount: 2_000_000_000, bulkTiers: [] }] });
    expect(totals.withinLimits).toBe(false);
    expect(Number.isSafeInteger(totals.tax)).toBe(true);
  });

  it('never yields a negative grand total whatever the coupon', () => {
    fc.assert(fc.property(
      fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 999 }), basePriceAmount: fc.integer({ min: 0, max: 100_000 }) }), { maxLength: 10 }),
      fc.constantFrom('percentage' as const, 'amount' as const), fc.integer({ min: 1, max: 10000 }),
      (lines, discountType, discountValue) => {
        const totals = computeTotals({ ...base, lines: lines.map((l) => ({ ...l, bulkTiers: [] })), coupon: { discountType, discountValue } });
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
        expect(totals.tax).toBeLessThanOrEqual(totals.grandTotal);
      },
    ));
  });
});

describe('shipping', () => {
  const standard = { priceAmount: 495, freeFromAmount: 5000 };
  const express = { priceAmount: 995, freeFromAmount: null };

  it('is free from the threshold on, measured on the goods it is given, and nothing for an empty cart', () => {
    expect(shippingCharge(standard, 4999, true)).toBe(495);
    expect(shippingCharge(standard, 5000, true)).toBe(0);
    expect(shippingCharge(express, 100_000, true)).toBe(995);
    expect(shippingCharge(standard, 0, false)).toBe(0);
  });

  it('says how much more reaches free shipping, never less than nothing, and null for a method that never ships free', () => {
    expect(missingForFreeShipping(standard, 4482)).toBe(518);
    expect(missingForFreeShipping(standard, 6000)).toBe(0);
    expect(missingForFreeShipping(express, 10)).toBeNull();
  });
});
