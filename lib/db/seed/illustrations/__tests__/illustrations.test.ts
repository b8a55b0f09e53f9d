/** @jest-environment jsdom */
import { COLOURS } from '../../words';
import { pictureAlt } from '../alt';
import { categorySvg, productSvg } from '../compose';
import { paletteFor } from '../palette';
import { DRAWINGS, VIEWS, type ProductType } from '../shapes';

const TYPES = Object.keys(DRAWINGS) as ProductType[];

/** Parses as the browser does an SVG file: a well-formed document whose root is an 800x800 svg. */
function parse(svg: string): Element {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

describe('product illustrations', () => {
  it('draws the 22 product types the demo sells', () => {
    expect(TYPES).toHaveLength(22);
  });

  it.each(TYPES)('draws a %s as a valid, small SVG in every view', (type) => {
    for (const view of VIEWS) {
      const svg = productSvg(type, '#2f6fb5', view);
      const root = parse(svg);
      expect(root.tagName).toBe('svg');
      expect(root.getAttribute('viewBox')).toBe('0 0 800 800');
      expect(svg.length).toBeLessThan(2000);
      // Images are served with an inert policy, but the seed should not need it: no script, no external reference.
      expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    }
  });

  it('gives the same picture for the same input, and different ones per colour and view', () => {
    expect(productSvg('hoodie', '#c0392b', 'front')).toBe(productSvg('hoodie', '#c0392b', 'front'));
    const pictures = new Set(COLOURS.flatMap((c) => VIEWS.map((v) => productSvg('hoodie', c.hex, v))));
    expect(pictures.size).toBe(COLOURS.length * VIEWS.length);
  });

  it('fills the item with its colour on a backdrop that differs from it', () => {
    for (const colour of COLOURS) {
      const palette = paletteFor(colour.hex);
      const root = parse(productSvg('mug', colour.hex, 'front'));
      expect(root.querySelector('rect')!.getAttribute('fill')).toBe(palette.backdrop);
      expect(root.querySelector(`g[fill="${colour.hex}"]`)).not.toBeNull();
      expect(palette.backdrop).not.toBe(colour.hex);
    }
  });

  it('draws a category picture of up to three items, deterministic and valid', () => {
    const items = [{ type: 'shirt', hex: '#2f6fb5' }, { type: 'polo', hex: '#c0392b' }, { type: 'jacket', hex: '#cdb590' }, { type: 'hat', hex: '#23262b' }] as const;
    const svg = categorySvg(items);
    expect(svg).toBe(categorySvg(items));
    expect(parse(svg).querySelectorAll('g[fill]')).toHaveLength(3);
  });
});

describe('pictureAlt', () => {
  const name = { en: 'Classic T-Shirt', de: 'Klassisches T-Shirt', fr: 'T-shirt classique' };
  const blue = COLOURS.find((c) => c.key === 'blue')!;

  it('names the product, its colour and the view in each of the shop locales', () => {
    expect(pictureAlt(name, blue, 'back', ['en', 'de', 'fr'])).toEqual({
      en: 'Classic T-Shirt, Blue, back view',
      de: 'Klassisches T-Shirt, Blau, Rückansicht',
      fr: 'T-shirt classique, bleu, vue de dos',
    });
  });

  it('keeps only the locales the shop has, and tells the views apart', () => {
    const views = VIEWS.map((view) => pictureAlt(name, blue, view, ['en']));
    expect(views.every((alt) => Object.keys(alt).join() === 'en')).toBe(true);
    expect(new Set(views.map((alt) => alt.en)).size).toBe(VIEWS.length);
  });
});
