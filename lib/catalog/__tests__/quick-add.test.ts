import { initialSelection, quickAddTarget } from '../quick-add';

const attributes = [
  { name: 'color', values: [{ value: 'blue' }, { value: 'red' }] },
  { name: 'size', values: [{ value: 'M' }, { value: 'L' }] },
];
const variation = (productId: string, color: string, size: string, available = true) =>
  ({ productId, slug: productId, available, attributes: [{ name: 'color', value: color }, { name: 'size', value: size }] });
const master = {
  productId: 'master', isVariationMaster: true, available: true, variationAttributes: attributes,
  variations: [variation('blue-m', 'blue', 'M'), variation('blue-l', 'blue', 'L', false), variation('red-m', 'red', 'M')],
};
const simple = { productId: 'mug', isVariationMaster: false, available: true, variationAttributes: [], variations: [] };

describe('quickAddTarget', () => {
  it('adds a simple product as it is, unless it is sold out', () => {
    expect(quickAddTarget(simple, {})).toEqual({ state: 'ready', productId: 'mug' });
    expect(quickAddTarget({ ...simple, available: false }, {})).toEqual({ state: 'soldOut' });
  });

  it('asks for every attribute of a master, then adds the variation they name', () => {
    expect(quickAddTarget(master, {})).toEqual({ state: 'choose' });
    expect(quickAddTarget(master, { color: 'blue' })).toEqual({ state: 'choose' });
    expect(quickAddTarget(master, { color: 'blue', size: 'M' })).toEqual({ state: 'ready', productId: 'blue-m' });
  });

  it('says when the choice names no variation, or a sold-out one', () => {
    expect(quickAddTarget(master, { color: 'red', size: 'L' })).toEqual({ state: 'unavailable' });
    expect(quickAddTarget(master, { color: 'blue', size: 'L' })).toEqual({ state: 'soldOut' });
  });
});

describe('initialSelection', () => {
  it('chooses the attributes that have one value only', () => {
    expect(initialSelection(master)).toEqual({});
    expect(initialSelection({ variationAttributes: [attributes[0]!, { name: 'size', values: [{ value: 'One size' }] }] })).toEqual({ size: 'One size' });
  });
});
