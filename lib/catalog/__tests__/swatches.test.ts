import { swatchColour, SWATCH_COLOURS, toSwatches, type StoredSwatch } from '../swatches';

const english = (texts: Record<string, string>) => texts.en ?? texts.de ?? '';
const stored = (value: string, overrides: Partial<StoredSwatch> = {}): StoredSwatch => ({
  value, label: { en: value.charAt(0).toUpperCase() + value.slice(1), de: `${value} (de)` }, available: true,
  image: { url: `/media/1/${value}.svg`, width: 800, height: 800, alt: { en: `Shirt, ${value}`, de: `Hemd, ${value}` } }, ...overrides,
});

describe('swatchColour', () => {
  it('paints known colour names in their muted tone, whatever the case, gray as grey', () => {
    expect(swatchColour('navy')).toBe(SWATCH_COLOURS.navy);
    expect(swatchColour(' Sand ')).toBe(SWATCH_COLOURS.sand);
    expect(swatchColour('GRAY')).toBe(SWATCH_COLOURS.grey);
  });

  it('takes hex colours as they are and names no colour for anything else', () => {
    expect(swatchColour('#A1B2C3')).toBe('#a1b2c3');
    expect(swatchColour('#abc')).toBe('#abc');
    expect(swatchColour('#abcd')).toBeNull();
    expect(swatchColour('midnight')).toBeNull();
    // Never a CSS value that could carry more than a colour into the style attribute.
    expect(swatchColour('red; background: url(x)')).toBeNull();
  });
});

describe('toSwatches', () => {
  it('keeps the stored order and picks texts through the given language choice', () => {
    const swatches = toSwatches([stored('blue'), stored('sand', { available: false })], english);
    expect(swatches).toEqual([
      { value: 'blue', label: 'Blue', colour: SWATCH_COLOURS.blue, available: true, image: { url: '/media/1/blue.svg', width: 800, height: 800, alt: 'Shirt, blue' } },
      { value: 'sand', label: 'Sand', colour: SWATCH_COLOURS.sand, available: false, image: { url: '/media/1/sand.svg', width: 800, height: 800, alt: 'Shirt, sand' } },
    ]);
    expect(toSwatches([stored('blue')], (texts) => texts.de ?? '')[0]).toMatchObject({ label: 'blue (de)', image: { alt: 'Hemd, blue' } });
  });

  it('has none for a product without colours, one per value, and a label even without texts', () => {
    expect(toSwatches(null, english)).toEqual([]);
    const swatches = toSwatches([stored('midnight', { label: {}, image: null }), stored('midnight')], english);
    expect(swatches).toEqual([{ value: 'midnight', label: 'midnight', colour: null, available: true, image: null }]);
  });
});
