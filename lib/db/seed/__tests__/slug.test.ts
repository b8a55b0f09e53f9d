import { SlugRegistry } from '../slug';

describe('SlugRegistry', () => {
  it('gives a name the first free suffix, as probing from -2 each time did, when other bases took some of them', () => {
    const registry = new SlugRegistry();
    expect(['boots', 'boots', 'boots-3', 'boots', 'boots', 'mug', 'boots-6', 'boots', 'mug'].map((base) => registry.claim(base)))
      .toEqual(['boots', 'boots-2', 'boots-3', 'boots-4', 'boots-5', 'mug', 'boots-6', 'boots-7', 'mug-2']);
    expect(registry.isFree('boots-8')).toBe(true);
    expect(registry.isFree('boots-7')).toBe(false);
  });
});
