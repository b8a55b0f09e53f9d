import { THEME_COLOURS } from '@/components/blocks/image/colours';
import { contrastRule } from '../contrast';
import { image, input } from './fixtures';

const colour = (name: (typeof THEME_COLOURS)[number]) => THEME_COLOURS.indexOf(name);

describe('contrastRule', () => {
  it('flags an overlay text in the background colour: it vanishes on phones, where it lies on the page', () => {
    const findings = contrastRule(input([image('i', { text: 'Sale', textColour: colour('surface') })]));
    expect(findings).toEqual([expect.objectContaining({ rule: 'contrast', blockId: 'i', message: 'checkContrast', values: expect.objectContaining({ field: 'textColour', min: 4.5 }) })]);
  });

  it('flags dark text on a dark shade, with the theme of the lookups', () => {
    const dark = { text: '#111111', muted: '#333333', primary: '#222222', accent: '#222222', surface: '#111111', onPrimary: '#ffffff' };
    const findings = contrastRule(input([image('i', { headline: 'Sale', headlineColour: colour('text'), overlayOpacity: 0.9 })], { palette: dark }));
    expect(findings.map((f) => f.values.field)).toEqual(['headlineColour']);
  });

  it('flags a button whose text does not read on its colour', () => {
    const palette = { text: '#1d1d1f', muted: '#545a61', primary: '#0b57d0', accent: '#ffee88', surface: '#ffffff', onPrimary: '#ffffff' };
    const findings = contrastRule(input([image('i', { link: '/c/shoes', buttonenabled: true, buttontext: 'Shop', buttonColour: colour('accent') })], { palette }));
    expect(findings.map((f) => f.values.field)).toEqual(['buttonColour']);
  });

  it('leaves readable colours, overlays without text and the overlay’s own colours alone', () => {
    expect(contrastRule(input([
      image('a', { text: 'Sale', textColour: colour('text') }),
      image('b', { textColour: colour('surface') }),
      image('c', { text: 'Sale' }),
      image('d', { link: '/c/shoes', buttonenabled: true, buttontext: 'Shop', buttonColour: colour('primary') }),
    ]))).toEqual([]);
  });
});
