import { bulkTierFor, unitPriceFor } from '../bulk-price';

const mug = [{ minQuantity: 5, priceAmount: 1390 }, { minQuantity: 10, priceAmount: 1290 }];

describe('bulkTierFor', () => {
  it('finds no tier below the smallest quantity', () => {
    expect(bulkTierFor(mug, 1)).toBeNull();
    expect(bulkTierFor(mug, 4)).toBeNull();
    expect(bulkTierFor([], 100)).toBeNull();
  });

  it('takes the largest tier whose quantity is at most the quantity', () => {
    expect(bulkTierFor(mug, 5)).toBe(mug[0]);
    expect(bulkTierFor(mug, 9)).toBe(mug[0]);
    expect(bulkTierFor(mug, 10)).toBe(mug[1]);
    expect(bulkTierFor(mug, 999)).toBe(mug[1]);
  });

  it('does not depend on the order of the tiers', () => {
    const reversed = [...mug].reverse();
    expect(bulkTierFor(reversed, 7)).toBe(mug[0]);
    expect(bulkTierFor(reversed, 12)).toBe(mug[1]);
  });

  it('keeps extra fields of the tier', () => {
    const tiers = [{ minQuantity: 3, priceAmount: 900, label: 'three' }];
    expect(bulkTierFor(tiers, 3)?.label).toBe('three');
  });
});

describe('unitPriceFor', () => {
  it('falls back to the base price and applies tiers from their quantity on', () => {
    expect(unitPriceFor(1490, mug, 1)).toBe(1490);
    expect(unitPriceFor(1490, mug, 5)).toBe(1390);
    expect(unitPriceFor(1490, mug, 10)).toBe(1290);
  });
});
