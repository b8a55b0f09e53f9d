import type { Localized } from '../locales';

/** Texts of the info pages "About us", "Our stores" and "New arrivals". */
export const ABOUT = {
  title: { en: 'About us', de: 'Über uns', fr: 'À propos' },
  intro: {
    en: 'Vitrine started in 2012 as a small shop in Berlin with a simple idea: fewer, better things.',
    de: 'Vitrine begann 2012 als kleiner Laden in Berlin mit einer einfachen Idee: weniger, aber bessere Dinge.',
    fr: 'Vitrine est né en 2012 sous la forme d’une petite boutique à Berlin, avec une idée simple : moins de choses, mais de meilleure qualité.',
  },
  imageTitle: { en: 'Visit our stores', de: 'Besuchen Sie unsere Läden', fr: 'Visitez nos magasins' },
  imageText: { en: 'Three stores, one idea.', de: 'Drei Läden, eine Idee.', fr: 'Trois magasins, une seule idée.' },
  imageButton: { en: 'Find a store', de: 'Laden finden', fr: 'Trouver un magasin' },
  columns: [
    {
      en: '<h2>Quality</h2><p>Every product is tested by our team before it enters the range.</p>',
      de: '<h2>Qualität</h2><p>Jedes Produkt wird von unserem Team getestet, bevor es ins Sortiment kommt.</p>',
      fr: '<h2>Qualité</h2><p>Chaque produit est testé par notre équipe avant d’entrer dans la gamme.</p>',
    },
    {
      en: '<h2>Fair production</h2><p>We know the workshops we buy from and visit them regularly.</p>',
      de: '<h2>Faire Herstellung</h2><p>Wir kennen die Werkstätten, bei denen wir einkaufen, und besuchen sie regelmäßig.</p>',
      fr: '<h2>Fabrication équitable</h2><p>Nous connaissons les ateliers auprès desquels nous achetons et nous les visitons régulièrement.</p>',
    },
    {
      en: '<h2>Service</h2><p>Questions? Our team answers within one working day.</p>',
      de: '<h2>Service</h2><p>Fragen? Unser Team antwortet innerhalb eines Werktags.</p>',
      fr: '<h2>Service</h2><p>Une question ? Notre équipe répond sous un jour ouvré.</p>',
    },
  ],
  videoTitle: { en: '<h2>A look behind the scenes</h2>', de: '<h2>Ein Blick hinter die Kulissen</h2>', fr: '<h2>Dans les coulisses</h2>' },
  quote: {
    en: '<blockquote class="vitrine-quote"><p>We only sell what we would use ourselves.</p><footer>Lena Vogt, founder</footer></blockquote>',
    de: '<blockquote class="vitrine-quote"><p>Wir verkaufen nur, was wir selbst benutzen würden.</p><footer>Lena Vogt, Gründerin</footer></blockquote>',
    fr: '<blockquote class="vitrine-quote"><p>Nous ne vendons que ce que nous utiliserions nous-mêmes.</p><footer>Lena Vogt, fondatrice</footer></blockquote>',
  },
} satisfies Record<string, Localized | Localized[]>;

const HOURS: Localized = { en: 'Mon–Sat 10:00–19:00', de: 'Mo–Sa 10–19 Uhr', fr: 'Du lundi au samedi, 10 h–19 h' };
const store = (city: string, street: string, postcode: string): Localized => ({
  en: `<h2>${city}</h2><p>${street}<br>${postcode} ${city}</p><p>${HOURS.en}</p>`,
  de: `<h2>${city}</h2><p>${street}<br>${postcode} ${city}</p><p>${HOURS.de}</p>`,
  fr: `<h2>${city}</h2><p>${street}<br>${postcode} ${city}</p><p>${HOURS.fr}</p>`,
});

export const STORES = {
  title: { en: 'Our stores', de: 'Unsere Filialen', fr: 'Nos magasins' },
  intro: {
    en: 'Come by, try things on and have a coffee with us.',
    de: 'Kommen Sie vorbei, probieren Sie in Ruhe an und trinken Sie einen Kaffee mit uns.',
    fr: 'Passez nous voir, essayez en toute tranquillité et prenez un café avec nous.',
  },
  stores: [store('Berlin', 'Torstraße 101', '10119'), store('Hamburg', 'Lange Reihe 42', '20099'), store('München', 'Gärtnerplatz 3', '80469')],
  contact: {
    en: '<h2>Write to us</h2><p>We usually reply within one working day.</p>',
    de: '<h2>Schreiben Sie uns</h2><p>Wir antworten in der Regel innerhalb eines Werktags.</p>',
    fr: '<h2>Écrivez-nous</h2><p>Nous répondons généralement sous un jour ouvré.</p>',
  },
} satisfies Record<string, Localized | Localized[]>;

export const NEW_ARRIVALS = {
  title: { en: 'New arrivals', de: 'Neuheiten', fr: 'Nouveautés' },
  intro: {
    en: 'Fresh in: the latest pieces from our clothing range.',
    de: 'Neu eingetroffen: die jüngsten Stücke aus unserem Bekleidungssortiment.',
    fr: 'Tout juste arrivées : les dernières pièces de notre gamme de vêtements.',
  },
  /** Heads the product listing: its cards are h3, the level below it. */
  listTitle: { en: 'The latest pieces', de: 'Die neuesten Stücke', fr: 'Les dernières pièces' },
} satisfies Record<string, Localized | Localized[]>;

/** A Google Maps embed of the Berlin store, as the editor's maps block accepts it. */
export const MAP_EMBED_SRC =
  'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2427.5!2d13.4013!3d52.5290!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x47a851e3b7a5c7a1%3A0x0!2sTorstra%C3%9Fe%20101%2C%2010119%20Berlin!5e0!3m2!1sen!2sde!4v1700000000000';

/** Big Buck Bunny, published by the Blender Foundation under CC BY. */
export const VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
