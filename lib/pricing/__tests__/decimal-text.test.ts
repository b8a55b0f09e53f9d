import fc from 'fast-check';
import { formatScaled, parseScaled } from '../decimal-text';

describe('decimal text of owner input', () => {
  it('reads prices, rates and percentages exactly', () => {
    expect(parseScaled('15.90', 2)).toBe(1590);
    expect(parseScaled('15,9', 2)).toBe(1590);
    expect(parseScaled(' 16 ', 2)).toBe(1600);
    expect(parseScaled('0.94', 6)).toBe(940_000);
    expect(parseScaled('8.1', 2)).toBe(810);
    expect(parseScaled('1500', 0)).toBe(1500);
  });

  it('refuses what is not a plain decimal of the scale', () => {
    for (const text of ['', '-1', '1.234', '1e3', 'abc', '1.2.3', '.5', '15 €']) expect(parseScaled(text, 2)).toBeNull();
    expect(parseScaled('1.5', 0)).toBeNull();
  });

  it('writes values back as the owner reads them', () => {
    expect(formatScaled(940_000, 6, 2)).toBe('0.94');
    expect(formatScaled(11_500_000, 6, 2)).toBe('11.50');
    expect(formatScaled(1_234_567, 6, 2)).toBe('1.234567');
    expect(formatScaled(1590, 2)).toBe('15.90');
    expect(formatScaled(5, 2)).toBe('0.05');
    expect(formatScaled(810, 2, 0)).toBe('8.1');
    expect(formatScaled(2000, 2, 0)).toBe('20');
    expect(formatScaled(1500, 0)).toBe('1500');
  });

  it('reads back what it wrote, at every scale', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }),
      (value, digits, keep) => parseScaled(formatScaled(value, digits, Math.min(keep, digits)), digits) === value));
  });
});
