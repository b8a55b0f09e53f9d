import type { Localized } from '../locales';

/** Texts of the demo's hidden info page: a collection shown before its launch. */
export const AUTUMN_PREVIEW = {
  title: { en: 'Autumn collection preview', de: 'Vorschau auf die Herbstkollektion', fr: 'Aperçu de la collection d’automne' },
  intro: {
    en: 'Warm knits, waxed jackets and deep colours: our autumn collection arrives in September. This page goes live with it.',
    de: 'Warme Strickwaren, gewachste Jacken und satte Farben: Unsere Herbstkollektion kommt im September. Diese Seite geht mit ihr online.',
    fr: 'Mailles chaudes, vestes cirées et couleurs profondes : notre collection d’automne arrive en septembre. Cette page sera publiée avec elle.',
  },
} satisfies Record<string, Localized>;

/** Texts of the demo's hidden category: a sale prepared before it starts. */
export const WINTER_SALE = {
  title: { en: 'Winter sale', de: 'Winterschlussverkauf', fr: 'Soldes d’hiver' },
  intro: {
    en: 'Up to 40 % off coats, boots and scarves. The sale starts on the first Monday of January.',
    de: 'Bis zu 40 % auf Mäntel, Stiefel und Schals. Der Schlussverkauf beginnt am ersten Montag im Januar.',
    fr: 'Jusqu’à 40 % de remise sur les manteaux, les bottes et les écharpes. Les soldes commencent le premier lundi de janvier.',
  },
} satisfies Record<string, Localized>;
