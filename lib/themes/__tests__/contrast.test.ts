import { contrastRatio, isHexColour, mix, readableOn, TEXT_CONTRAST, withContrast } from '../contrast';

describe('contrast', () => {
  it('measures WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#0b57d0', '#ffffff')).toBeCloseTo(6.39, 2);
  });

  it('mixes like color-mix in srgb', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
  });

  it('keeps a readable colour and changes an unreadable one only as far as needed', () => {
    expect(withContrast('#0b57d0', ['#ffffff'])).toBe('#0b57d0');
    const fixed = withContrast('#f2c14e', ['#ffffff']);
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(withContrast(fixed, ['#ffffff'], 99), '#ffffff')).toBeCloseTo(21, 0);
    expect(readableOn('#f2c14e', ['#ffffff', '#1f2328'])).toBe('#1f2328');
    expect(readableOn('#777777', ['#808080', '#888888'])).toBe('#888888');
  });
});

describe('isHexColour', () => {
  it('takes #rrggbb colours only', () => {
    expect(['#a1b2c3', '#FFFFFF'].every(isHexColour)).toBe(true);
    expect(['#fff', 'red', '#ffffff;', '', 12, null].some(isHexColour)).toBe(false);
  });
});
