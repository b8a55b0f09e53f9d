import { percentile } from '../stats';

describe('percentile', () => {
  it('is the nearest rank: the smallest value with at least p % of the values at or below it', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([0.83, 0.79, 0.76, 0.81, 0.77], 50)).toBe(0.79);
  });

  it('reads the smallest value for p 0, leaves its input in its order, and is 0 for no values', () => {
    const values = [3, 1, 2];
    expect(percentile(values, 0)).toBe(1);
    expect(values).toEqual([3, 1, 2]);
    expect(percentile([], 95)).toBe(0);
  });
});
