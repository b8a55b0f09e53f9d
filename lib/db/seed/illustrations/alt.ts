import { forLocales, type Locale, type Localized } from '../locales';
import type { Colour } from '../words';
import type { View } from './shapes';

const VIEW_NAMES: Record<View, Localized> = {
  front: { en: 'front view', de: 'Vorderansicht', fr: 'vue de face' },
  back: { en: 'back view', de: 'Rückansicht', fr: 'vue de dos' },
  detail: { en: 'close-up', de: 'Detailansicht', fr: 'vue de détail' },
};

/**
 * A product picture's alternative text in each of the shop's locales: what it shows, in which colour,
 * from which side ("Classic T-Shirt, Blue, back view"), so that the views of a gallery differ when read.
 */
export function pictureAlt(name: Localized, colour: Colour, view: View, locales: readonly Locale[]): Record<string, string> {
  const text = Object.fromEntries(locales.map((l) => [l, `${name[l]}, ${colour.name[l]}, ${VIEW_NAMES[view][l]}`])) as Localized;
  return forLocales(text, locales);
}
