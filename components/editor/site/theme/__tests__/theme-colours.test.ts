import { formatRatio, lowTextContrast, swatchColours } from '../theme-colours';
import { themePreviewHref } from '../preview-link';
import { daylight, schema } from './theme-fixtures';

describe('lowTextContrast', () => {
  it('is the lowest ratio with the text colours when below 4.5:1, else null', () => {
    expect(lowTextContrast('backgroundColor', schema, daylight)).toBeNull();
    expect(lowTextContrast('backgroundColor', schema, { ...daylight, backgroundColor: '#555555' })).toBeCloseTo(2.12, 2);
    // 4.48:1 fails AA and is no 4.5 in the warning either.
    const almost = lowTextContrast('backgroundColor', schema, { ...daylight, backgroundColor: '#777777', textColor: '#ffffff' })!;
    expect(almost).toBeLessThan(4.5);
    expect(formatRatio(almost, 'en')).toBe('4.4');
  });

  it('checks only the backgrounds, and nothing that is no colour yet', () => {
    expect(lowTextContrast('textColor', schema, { ...daylight, textColor: '#ffffff' })).toBeNull();
    expect(lowTextContrast('primaryColor', schema, { ...daylight, primaryColor: '#12' })).toBeNull();
    // The storefront writes a readable text colour on the primary and accent colours itself.
    expect(lowTextContrast('primaryColor', schema, { ...daylight, primaryColor: daylight.textColor })).toBeNull();
    expect(lowTextContrast('headingFont', schema, daylight)).toBeNull();
    expect(lowTextContrast('backgroundColor', schema, { backgroundColor: '#ffffff' })).toBeNull();
  });
});

describe('formatRatio', () => {
  it('rounds down to one decimal in the owner\'s language', () => {
    expect(formatRatio(2.119, 'en')).toBe('2.1');
    expect(formatRatio(2.199, 'de')).toBe('2,1');
    expect(formatRatio(1, 'en')).toBe('1');
  });
});

describe('swatchColours', () => {
  it('draws a style in its background, text and other colours', () => {
    expect(swatchColours(schema, daylight)).toEqual({ background: '#ffffff', text: '#1f2328', accents: ['#f2c14e'] });
  });

  it('makes do without colours', () => {
    expect(swatchColours(schema, {})).toEqual({ background: '#ffffff', text: '#000000', accents: ['#000000'] });
    expect(swatchColours(schema, { backgroundColor: '#000000' })).toEqual({ background: '#000000', text: '#ffffff', accents: ['#ffffff'] });
  });
});

describe('themePreviewHref', () => {
  const target = { themeId: 't1', themeStyleId: 's1', themeTitle: 'Aurora', styleTitle: 'Midnight & Co' };

  it('adds the theme preview to the storefront address, keeping its language and shop', () => {
    expect(themePreviewHref('/de?shop=demo', target))
      .toBe('/de?shop=demo&previewTheme=t1&themeStyle=s1&themeTitle=Aurora&themeStyleTitle=Midnight+%26+Co');
  });
});
