import { findVariation, isCompleteSelection, selectionOf, valueIsOffered, variationToOpen } from '../variation-selection';

const names = ['colour', 'size'];
const variation = (colour: string, size: string) => ({
  slug: `tee-${colour}-${size}`.toLowerCase(),
  attributes: [{ name: 'colour', value: colour }, { name: 'size', value: size }],
});
const variations = [variation('black', 'M'), variation('black', 'L'), variation('white', 'M')];

describe('variation selection', () => {
  it('reads a product selection', () => {
    expect(selectionOf(variations[0]!.attributes)).toEqual({ colour: 'black', size: 'M' });
    expect(selectionOf([])).toEqual({});
  });

  it('is complete only when every attribute has a value', () => {
    expect(isCompleteSelection(names, { colour: 'black' })).toBe(false);
    expect(isCompleteSelection(names, { colour: 'black', size: '' })).toBe(false);
    expect(isCompleteSelection(names, { colour: 'black', size: 'M' })).toBe(true);
    expect(isCompleteSelection([], {})).toBe(false);
  });

  it('finds the variation with exactly the chosen values', () => {
    expect(findVariation(variations, names, { colour: 'white', size: 'M' })?.slug).toBe('tee-white-m');
    expect(findVariation(variations, names, { colour: 'white', size: 'L' })).toBeNull();
  });

  it('opens a variation only for a complete selection that differs from the current one', () => {
    const current = selectionOf(variations[0]!.attributes);
    expect(variationToOpen(names, variations, { colour: 'black' }, {})).toBeNull();
    expect(variationToOpen(names, variations, { colour: 'black', size: 'M' }, current)).toBeNull();
    expect(variationToOpen(names, variations, { colour: 'black', size: 'L' }, current)?.slug).toBe('tee-black-l');
    // From the master (no current selection) any complete selection opens its variation.
    expect(variationToOpen(names, variations, { colour: 'white', size: 'M' }, {})?.slug).toBe('tee-white-m');
    expect(variationToOpen(names, variations, { colour: 'white', size: 'L' }, {})).toBeNull();
  });

  it('tells which values exist together with the other chosen values', () => {
    expect(valueIsOffered(variations, { colour: 'white' }, 'size', 'M')).toBe(true);
    expect(valueIsOffered(variations, { colour: 'white' }, 'size', 'L')).toBe(false);
    expect(valueIsOffered(variations, {}, 'size', 'L')).toBe(true);
    // The attribute's own current value does not restrict its alternatives.
    expect(valueIsOffered(variations, { colour: 'black', size: 'M' }, 'colour', 'white')).toBe(true);
  });
});
