import { stockState } from '../stock';

describe('stockState', () => {
  const simple = (stockLevel: number) => ({ stockLevel, isVariationMaster: false, available: stockLevel > 0 });

  it('tells in stock, nearly sold out and sold out apart', () => {
    expect(stockState(simple(120))).toBe('in');
    expect(stockState(simple(4))).toBe('in');
    expect(stockState(simple(3))).toBe('low');
    expect(stockState(simple(1))).toBe('low');
    expect(stockState(simple(0))).toBe('out');
    expect(stockState(simple(-2))).toBe('out');
  });

  it('judges a master by whether a variation is available', () => {
    expect(stockState({ stockLevel: 0, isVariationMaster: true, available: true })).toBe('in');
    expect(stockState({ stockLevel: 0, isVariationMaster: true, available: false })).toBe('out');
  });
});
