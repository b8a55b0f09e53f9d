import type { Noun, TopCategory } from '../category-tree';
import { capitalize, type Locale } from '../locales';
import { MATERIALS, type Adjective, type Colour, type MaterialKey } from '../words';

/** What a product is called after: an adjective and a noun, with either a colour or a material. */
export interface NameParts {
  noun: Noun;
  adjective: Adjective;
  /** Named by colour ("Elegant Black Boots") when set, else by material ("Classic Cotton T-Shirt"). */
  colour?: Colour;
  material: MaterialKey;
}

const GERMAN_ENDINGS = { m: 'er', f: 'e', n: 'es', pl: 'e' } as const;
const FRENCH_FORM = { m: 0, f: 1, mp: 2, fp: 3 } as const;

/** The product name in one locale, with German and French adjectives agreeing with the noun. */
export function productName({ noun, adjective, colour, material }: NameParts, locale: Locale): string {
  const materialName = MATERIALS[material][locale];
  switch (locale) {
    case 'en':
      return [adjective.en, colour ? colour.en : materialName, noun.en].join(' ');
    case 'de': {
      const ending = GERMAN_ENDINGS[noun.deGender];
      const first = capitalize(adjective.de + ending);
      return colour ? `${first} ${colour.de}${ending} ${noun.de}` : `${first} ${noun.de} aus ${materialName}`;
    }
    case 'fr': {
      const form = FRENCH_FORM[noun.frGender];
      const tail = colour ? colour.fr[form] : `en ${materialName}`;
      return capitalize(`${noun.fr} ${adjective.fr[form]} ${tail}`);
    }
  }
}

/** Which of the alternative sentences a description uses; drawn once so every locale tells the same story. */
export interface DescriptionChoice { intro: number; material: number; colour: number; service: number }

type Sentences = Record<Locale, readonly string[]>;

const INTRO: Sentences = {
  en: ['The {name} by {brand} combines a clean design with careful workmanship.', 'With the {name}, {brand} shows how good everyday design can be.', '{brand} designed the {name} to be used and loved for years.'],
  de: ['„{name}“ von {brand} verbindet klares Design mit sorgfältiger Verarbeitung.', 'Mit „{name}“ zeigt {brand}, wie gut Design für jeden Tag sein kann.', '{brand} hat „{name}“ für viele Jahre im täglichen Gebrauch entworfen.'],
  fr: ['« {name} », signé {brand}, allie un design épuré à une finition soignée.', 'Avec « {name} », {brand} montre à quel point le design du quotidien peut être réussi.', '{brand} a imaginé « {name} » pour vous accompagner pendant des années.'],
};
const MATERIAL: Sentences = {
  en: ['Made from {material} and built to last.', 'The {material} feels pleasant from the very first day.'],
  de: ['Aus {material} gefertigt und auf Langlebigkeit ausgelegt.', 'Die Verarbeitung aus {material} fühlt sich vom ersten Tag an gut an.'],
  fr: ['Une pièce en {material}, pensée pour durer.', 'Fabrication en {material}, agréable dès le premier jour.'],
};
const COLOUR: Sentences = {
  en: ['The colour {colour} goes with almost anything.', 'Shown here in {colour}.'],
  de: ['Die Farbe {colour} lässt sich mühelos kombinieren.', 'Hier in der Farbe {colour}.'],
  fr: ['Le coloris {colour} se marie facilement avec tout.', 'Coloris présenté : {colour}.'],
};
const COLOURS: Record<Locale, string> = { en: 'Available in {colours}.', de: 'Erhältlich in den Farben {colours}.', fr: 'Disponible en {colours}.' };
const SERVICE: Sentences = {
  en: ['Ships within two working days, with free returns for 30 days.', 'Order today and it leaves our warehouse within two working days.'],
  de: ['Versand innerhalb von zwei Werktagen, 30 Tage kostenlose Rückgabe.', 'Heute bestellt, in spätestens zwei Werktagen versandt.'],
  fr: ['Expédition sous deux jours ouvrés, retours gratuits pendant 30 jours.', 'Commandé aujourd’hui, expédié sous deux jours ouvrés.'],
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

const colourWord = (colour: Colour, locale: Locale) => (locale === 'en' ? colour.name.en.toLowerCase() : colour.name[locale]);

export interface DescriptionInput {
  name: string;
  brand: string;
  parts: NameParts;
  department: TopCategory;
  /** A variation master lists the colours it comes in instead of one. */
  colours?: readonly Colour[];
  choice: DescriptionChoice;
}

/** A few real sentences about the product, and the first one as meta description. */
export function productDescription(input: DescriptionInput, locale: Locale): { description: string; metaDescription: string } {
  const { name, brand, parts, department, colours, choice } = input;
  const material = locale === 'en' ? MATERIALS[parts.material].en.toLowerCase() : MATERIALS[parts.material][locale];
  const intro = fill(INTRO[locale][choice.intro % INTRO[locale].length]!, { name, brand });
  const colourSentence = colours
    ? fill(COLOURS[locale], { colours: new Intl.ListFormat(locale, { type: 'conjunction' }).format(colours.map((c) => colourWord(c, locale))) })
    : parts.colour ? fill(COLOUR[locale][choice.colour % 2]!, { colour: colourWord(parts.colour, locale) }) : '';
  const sentences = [
    intro,
    fill(MATERIAL[locale][choice.material % 2]!, { material }),
    colourSentence,
    department.sentence[locale],
    SERVICE[locale][choice.service % 2]!,
  ];
  return { description: sentences.filter(Boolean).join(' '), metaDescription: intro };
}
