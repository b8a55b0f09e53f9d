import { isRangeSelected, rangeFilterValue, readRangeValue } from '../range-facet';

const full = { min: 9, max: 260 };

describe('range facet', () => {
  it('counts as selected only when min or max differs from the full range', () => {
    expect(isRangeSelected(full, null)).toBe(false);
    expect(isRangeSelected(full, { min: 9, max: 260 })).toBe(false);
    expect(isRangeSelected(full, { min: 10, max: 260 })).toBe(true);
    expect(isRangeSelected(full, { min: 9, max: 100 })).toBe(true);
  });

  it('writes the chosen range as min;max, or no filter for the full range', () => {
    expect(rangeFilterValue(full, { min: 20, max: 50 })).toBe('20;50');
    expect(rangeFilterValue(full, { min: null, max: 50 })).toBe('9;50');
    expect(rangeFilterValue(full, { min: 9, max: 260 })).toBeNull();
    expect(rangeFilterValue(full, { min: 80, max: 20 })).toBe('20;80');
  });

  it('reads min;max values with open sides', () => {
    expect(readRangeValue('10;49.9')).toEqual({ min: 10, max: 49.9 });
    expect(readRangeValue(';50')).toEqual({ min: null, max: 50 });
    expect(readRangeValue('x')).toBeNull();
  });
});
