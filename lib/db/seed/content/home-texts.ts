import type { Localized } from '../locales';

/** Texts of the home page (the content of the "Home" category). */
export const HOME = {
  title: { en: 'Home', de: 'Start', fr: 'Accueil' },
  meta: {
    en: 'Clothing, shoes, accessories and homeware from brands that care about materials and craft.',
    de: 'Kleidung, Schuhe, Accessoires und Wohnideen von Marken, denen Material und Handwerk wichtig sind.',
    fr: 'Vêtements, chaussures, accessoires et objets pour la maison, signés par des marques attentives aux matières.',
  },
  headline: { en: 'New season, timeless pieces', de: 'Neue Saison, zeitlose Stücke', fr: 'Nouvelle saison, pièces intemporelles' },
  lead: {
    en: 'Clothing, shoes and things for your home, made by brands that care about materials and craft.',
    de: 'Kleidung, Schuhe und Schönes für Ihr Zuhause – von Marken, denen Material und Handwerk wichtig sind.',
    fr: 'Vêtements, chaussures et objets pour la maison, signés par des marques attentives aux matières et au savoir-faire.',
  },
  /** The hero's call to action, leading to the first department. */
  heroButton: { en: 'Shop the collection', de: 'Zur Kollektion', fr: 'Découvrir la collection' },
  categoriesTitle: { en: 'Shop by category', de: 'Nach Kategorie einkaufen', fr: 'Acheter par catégorie' },
  /** The banner in the middle of the page, leading to the New arrivals page. */
  bannerTitle: { en: 'Just arrived', de: 'Gerade eingetroffen', fr: 'Tout juste arrivé' },
  bannerText: {
    en: 'Fresh colours and new pieces for the season, in limited numbers.',
    de: 'Frische Farben und neue Stücke für die Saison, in kleiner Stückzahl.',
    fr: 'Des couleurs fraîches et de nouvelles pièces pour la saison, en quantité limitée.',
  },
  bannerButton: { en: 'See what’s new', de: 'Neuheiten ansehen', fr: 'Voir les nouveautés' },
  featureAlt: { en: 'Warm colours of the new collection', de: 'Warme Farben der neuen Kollektion', fr: 'Les couleurs chaudes de la nouvelle collection' },
  featureTitle: { en: 'Made to be worn for years', de: 'Gemacht für viele Jahre', fr: 'Conçu pour durer des années' },
  featureText: {
    en: 'We choose natural materials, fair workshops and designs that outlast a single season.',
    de: 'Wir setzen auf natürliche Materialien, faire Werkstätten und Entwürfe, die länger halten als eine Saison.',
    fr: 'Nous choisissons des matières naturelles, des ateliers équitables et des créations qui dépassent une seule saison.',
  },
  serviceTitle: { en: 'Free shipping from 50 EUR', de: 'Kostenloser Versand ab 50 EUR', fr: 'Livraison gratuite dès 50 EUR' },
  serviceText: {
    en: 'Orders from 50 EUR ship free within Germany and the EU, and returns are free for 30 days.',
    de: 'Bestellungen ab 50 EUR versenden wir innerhalb Deutschlands und der EU kostenlos, Rücksendungen sind 30 Tage lang gratis.',
    fr: 'Les commandes dès 50 EUR sont livrées gratuitement en Allemagne et dans l’UE, et les retours sont gratuits pendant 30 jours.',
  },
  swiperTitle: { en: 'Bestsellers', de: 'Bestseller', fr: 'Meilleures ventes' },
  productsTitle: { en: 'Our favourites', de: 'Unsere Lieblingsstücke', fr: 'Nos coups de cœur' },
} satisfies Record<string, Localized | Localized[]>;
