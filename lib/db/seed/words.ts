import { SWATCH_COLOURS } from '@/lib/catalog/swatches';
import type { Localized } from './locales';

/** German adjectives are declined without article (strong): -er, -e, -es, -e. */
export type GermanGender = 'm' | 'f' | 'n' | 'pl';
/** French adjectives agree in gender and number: masculine, feminine, masculine plural, feminine plural. */
export type FrenchGender = 'm' | 'f' | 'mp' | 'fp';

export interface Adjective {
  en: string;
  /** German stem; the ending follows the noun's gender. */
  de: string;
  /** French forms in the order m, f, mp, fp. */
  fr: readonly [string, string, string, string];
}

export interface Colour extends Adjective {
  key: string;
  hex: string;
  /** The colour as a noun, for "Colour: Blue" and variation values. */
  name: Localized;
}

/** Regular French agreement: +e, +s, +es (an -e ending does not double). */
function fr(masculine: string): Adjective['fr'] {
  const feminine = masculine.endsWith('e') ? masculine : `${masculine}e`;
  return [masculine, feminine, `${masculine}s`, `${feminine}s`];
}
/** French adjectives that never change (haut de gamme, bleu marine, bordeaux). */
const invariable = (form: string): Adjective['fr'] => [form, form, form, form];

export const ADJECTIVES: readonly Adjective[] = [
  { en: 'Classic', de: 'klassisch', fr: fr('classique') },
  { en: 'Modern', de: 'modern', fr: fr('moderne') },
  { en: 'Elegant', de: 'elegant', fr: fr('élégant') },
  { en: 'Timeless', de: 'zeitlos', fr: ['intemporel', 'intemporelle', 'intemporels', 'intemporelles'] },
  { en: 'Minimalist', de: 'minimalistisch', fr: fr('minimaliste') },
  { en: 'Handmade', de: 'handgefertigt', fr: ['artisanal', 'artisanale', 'artisanaux', 'artisanales'] },
  { en: 'Sturdy', de: 'robust', fr: fr('robuste') },
  { en: 'Premium', de: 'hochwertig', fr: invariable('haut de gamme') },
  { en: 'Nordic', de: 'nordisch', fr: fr('nordique') },
  { en: 'Urban', de: 'urban', fr: fr('urbain') },
  { en: 'Practical', de: 'praktisch', fr: fr('pratique') },
  { en: 'Lightweight', de: 'leicht', fr: ['léger', 'légère', 'légers', 'légères'] },
  { en: 'Simple', de: 'schlicht', fr: fr('simple') },
];

export const COLOURS: readonly Colour[] = [
  { key: 'black', hex: SWATCH_COLOURS.black, en: 'Black', de: 'schwarz', fr: fr('noir'), name: { en: 'Black', de: 'Schwarz', fr: 'noir' } },
  { key: 'white', hex: SWATCH_COLOURS.white, en: 'White', de: 'weiß', fr: ['blanc', 'blanche', 'blancs', 'blanches'], name: { en: 'White', de: 'Weiß', fr: 'blanc' } },
  { key: 'grey', hex: SWATCH_COLOURS.grey, en: 'Grey', de: 'grau', fr: ['gris', 'grise', 'gris', 'grises'], name: { en: 'Grey', de: 'Grau', fr: 'gris' } },
  { key: 'navy', hex: SWATCH_COLOURS.navy, en: 'Navy', de: 'marineblau', fr: invariable('bleu marine'), name: { en: 'Navy', de: 'Marineblau', fr: 'bleu marine' } },
  { key: 'blue', hex: SWATCH_COLOURS.blue, en: 'Blue', de: 'blau', fr: fr('bleu'), name: { en: 'Blue', de: 'Blau', fr: 'bleu' } },
  { key: 'green', hex: SWATCH_COLOURS.green, en: 'Green', de: 'grün', fr: fr('vert'), name: { en: 'Green', de: 'Grün', fr: 'vert' } },
  { key: 'olive', hex: SWATCH_COLOURS.olive, en: 'Olive', de: 'olivgrün', fr: invariable('vert olive'), name: { en: 'Olive', de: 'Olivgrün', fr: 'vert olive' } },
  { key: 'red', hex: SWATCH_COLOURS.red, en: 'Red', de: 'rot', fr: fr('rouge'), name: { en: 'Red', de: 'Rot', fr: 'rouge' } },
  { key: 'burgundy', hex: SWATCH_COLOURS.burgundy, en: 'Burgundy', de: 'weinrot', fr: invariable('bordeaux'), name: { en: 'Burgundy', de: 'Weinrot', fr: 'bordeaux' } },
  { key: 'yellow', hex: SWATCH_COLOURS.yellow, en: 'Yellow', de: 'gelb', fr: fr('jaune'), name: { en: 'Yellow', de: 'Gelb', fr: 'jaune' } },
  { key: 'brown', hex: SWATCH_COLOURS.brown, en: 'Brown', de: 'braun', fr: invariable('marron'), name: { en: 'Brown', de: 'Braun', fr: 'marron' } },
  { key: 'sand', hex: SWATCH_COLOURS.sand, en: 'Sand', de: 'sandfarben', fr: invariable('sable'), name: { en: 'Sand', de: 'Sand', fr: 'sable' } },
];

/** Materials: the English name fits before a noun, the German one after "aus", the French one after "en". */
export const MATERIALS = {
  cotton: { en: 'Cotton', de: 'Baumwolle', fr: 'coton' },
  organicCotton: { en: 'Organic Cotton', de: 'Bio-Baumwolle', fr: 'coton bio' },
  linen: { en: 'Linen', de: 'Leinen', fr: 'lin' },
  merino: { en: 'Merino Wool', de: 'Merinowolle', fr: 'laine mérinos' },
  wool: { en: 'Wool', de: 'Wolle', fr: 'laine' },
  recycledPolyester: { en: 'Recycled Polyester', de: 'recyceltem Polyester', fr: 'polyester recyclé' },
  denim: { en: 'Denim', de: 'Denim', fr: 'denim' },
  leather: { en: 'Leather', de: 'Leder', fr: 'cuir' },
  suede: { en: 'Suede', de: 'Wildleder', fr: 'daim' },
  canvas: { en: 'Canvas', de: 'Canvas', fr: 'toile' },
  ceramic: { en: 'Ceramic', de: 'Keramik', fr: 'céramique' },
  stoneware: { en: 'Stoneware', de: 'Steingut', fr: 'grès' },
  glass: { en: 'Glass', de: 'Glas', fr: 'verre' },
  soyWax: { en: 'Soy Wax', de: 'Sojawachs', fr: 'cire de soja' },
  steel: { en: 'Stainless Steel', de: 'Edelstahl', fr: 'acier inoxydable' },
  nylon: { en: 'Nylon', de: 'Nylon', fr: 'nylon' },
  bamboo: { en: 'Bamboo', de: 'Bambus', fr: 'bambou' },
} satisfies Record<string, Localized>;

export type MaterialKey = keyof typeof MATERIALS;

/** Manufacturers shown on product pages and offered as a search facet. */
export const BRANDS = [
  'Nordvik', 'Alba & Co.', 'Lumen', 'Terra Verde', 'Maison Claire', 'Hafenwerk',
  'Bergfeld', 'Solenne', 'Kiruna', 'Atelier Nord', 'Fjell', 'Oakridge',
] as const;
