import { stockNoteChanges, stockState } from '../stock';

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

describe('stockNoteChanges', () => {
  it('says whether shoppers see a stock change', () => {
    expect(stockNoteChanges(100, 97)).toBe(false);
    expect(stockNoteChanges(5, 4)).toBe(false);
    expect(stockNoteChanges(4, 3)).toBe(true);
    expect(stockNoteChanges(3, 2)).toBe(true);
    expect(stockNoteChanges(1, 0)).toBe(true);
    expect(stockNoteChanges(9, 0)).toBe(true);
    expect(stockNoteChanges(0, 0)).toBe(false);
  });
});
