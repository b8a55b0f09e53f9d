import type { Localized } from './locales';
import type { ProductType } from './illustrations/shapes';
import type { FrenchGender, GermanGender, MaterialKey } from './words';

export interface Noun {
  en: string; de: string; deGender: GermanGender; fr: string; frGender: FrenchGender;
  /** What its pictures show (illustrations/shapes). */
  picture: ProductType;
}

export interface ChildCategory {
  key: string;
  title: Localized;
  nouns: readonly Noun[];
  materials: readonly MaterialKey[];
  /** Price band in whole euros. */
  price: readonly [number, number];
  /** Sizes a variation master in this category offers; without them no masters are made here. */
  sizes?: readonly string[];
}

export interface TopCategory {
  key: string;
  title: Localized;
  /** One sentence a product description in this department may use. */
  sentence: Localized;
  children: readonly ChildCategory[];
}

const noun = (en: string, de: string, deGender: GermanGender, fr: string, frGender: FrenchGender, picture: ProductType): Noun =>
  ({ en, de, deGender, fr, frGender, picture });

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL'];
const SHOE_SIZES = ['40', '41', '42', '43'];

/** Five departments with two to four categories each: products live in the children. */
export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    key: 'clothing',
    title: { en: 'Clothing', de: 'Bekleidung', fr: 'Vêtements' },
    sentence: { en: 'Just as right for the office as for the weekend.', de: 'Passt ins Büro genauso gut wie zum Wochenende.', fr: 'Ce modèle se porte aussi bien au bureau que le week-end.' },
    children: [
      { key: 't-shirts', title: { en: 'T-Shirts', de: 'T-Shirts', fr: 'T-shirts' }, materials: ['cotton', 'organicCotton', 'linen'], price: [15, 45], sizes: CLOTHING_SIZES,
        nouns: [noun('T-Shirt', 'T-Shirt', 'n', 't-shirt', 'm', 'shirt'), noun('Polo Shirt', 'Poloshirt', 'n', 'polo', 'm', 'polo'), noun('Tank Top', 'Tanktop', 'n', 'débardeur', 'm', 'shirt')] },
      { key: 'sweaters', title: { en: 'Sweaters & Hoodies', de: 'Pullover & Hoodies', fr: 'Pulls & sweats' }, materials: ['merino', 'cotton', 'organicCotton'], price: [39, 129], sizes: CLOTHING_SIZES,
        nouns: [noun('Sweater', 'Pullover', 'm', 'pull', 'm', 'sweater'), noun('Hoodie', 'Hoodie', 'm', 'sweat à capuche', 'm', 'hoodie'), noun('Cardigan', 'Strickjacke', 'f', 'cardigan', 'm', 'sweater')] },
      { key: 'jackets', title: { en: 'Jackets & Coats', de: 'Jacken & Mäntel', fr: 'Vestes & manteaux' }, materials: ['wool', 'recycledPolyester', 'cotton'], price: [79, 349], sizes: CLOTHING_SIZES,
        nouns: [noun('Jacket', 'Jacke', 'f', 'veste', 'f', 'jacket'), noun('Coat', 'Mantel', 'm', 'manteau', 'm', 'jacket'), noun('Rain Jacket', 'Regenjacke', 'f', 'imperméable', 'm', 'jacket'), noun('Gilet', 'Weste', 'f', 'gilet', 'm', 'jacket')] },
      { key: 'trousers', title: { en: 'Trousers', de: 'Hosen', fr: 'Pantalons' }, materials: ['cotton', 'denim', 'linen'], price: [39, 119], sizes: CLOTHING_SIZES,
        nouns: [noun('Chinos', 'Chinohose', 'f', 'chino', 'm', 'trousers'), noun('Jeans', 'Jeans', 'f', 'jean', 'm', 'trousers'), noun('Shorts', 'Shorts', 'pl', 'short', 'm', 'trousers'), noun('Joggers', 'Jogginghose', 'f', 'pantalon de jogging', 'm', 'trousers')] },
    ],
  },
  {
    key: 'shoes',
    title: { en: 'Shoes', de: 'Schuhe', fr: 'Chaussures' },
    sentence: { en: 'A cushioned sole gives a good grip on every surface.', de: 'Eine gepolsterte Sohle sorgt für guten Halt auf jedem Untergrund.', fr: 'Une semelle amortissante assure une bonne adhérence sur tous les sols.' },
    children: [
      { key: 'sneakers', title: { en: 'Sneakers', de: 'Sneaker', fr: 'Baskets' }, materials: ['canvas', 'leather', 'suede'], price: [59, 169], sizes: SHOE_SIZES,
        nouns: [noun('Sneakers', 'Sneaker', 'pl', 'baskets', 'fp', 'sneaker'), noun('Running Shoes', 'Laufschuhe', 'pl', 'chaussures de course', 'fp', 'sneaker'), noun('Loafers', 'Loafer', 'pl', 'mocassins', 'mp', 'sneaker')] },
      { key: 'boots', title: { en: 'Boots', de: 'Stiefel', fr: 'Bottes' }, materials: ['leather', 'suede'], price: [89, 299], sizes: SHOE_SIZES,
        nouns: [noun('Boots', 'Stiefel', 'pl', 'bottes', 'fp', 'boot'), noun('Ankle Boots', 'Stiefeletten', 'pl', 'bottines', 'fp', 'boot'), noun('Hiking Boots', 'Wanderstiefel', 'pl', 'chaussures de randonnée', 'fp', 'boot')] },
      { key: 'sandals', title: { en: 'Sandals', de: 'Sandalen', fr: 'Sandales' }, materials: ['leather', 'canvas'], price: [25, 99],
        nouns: [noun('Sandals', 'Sandalen', 'pl', 'sandales', 'fp', 'sandal'), noun('Flip-Flops', 'Zehentrenner', 'pl', 'tongs', 'fp', 'sandal'), noun('Slides', 'Pantoletten', 'pl', 'mules', 'fp', 'sandal')] },
    ],
  },
  {
    key: 'accessories',
    title: { en: 'Accessories', de: 'Accessoires', fr: 'Accessoires' },
    sentence: { en: 'A small detail that completes any outfit.', de: 'Ein kleines Detail, das jedes Outfit abrundet.', fr: 'Un petit détail qui complète chaque tenue.' },
    children: [
      { key: 'bags', title: { en: 'Bags & Wallets', de: 'Taschen & Geldbörsen', fr: 'Sacs & portefeuilles' }, materials: ['leather', 'canvas', 'recycledPolyester'], price: [29, 249],
        nouns: [noun('Tote Bag', 'Tragetasche', 'f', 'cabas', 'm', 'bag'), noun('Shoulder Bag', 'Umhängetasche', 'f', 'sac bandoulière', 'm', 'bag'), noun('Wallet', 'Portemonnaie', 'n', 'portefeuille', 'm', 'wallet')] },
      { key: 'scarves-hats', title: { en: 'Scarves & Hats', de: 'Schals & Mützen', fr: 'Écharpes & bonnets' }, materials: ['wool', 'merino', 'cotton'], price: [19, 79],
        nouns: [noun('Scarf', 'Schal', 'm', 'écharpe', 'f', 'scarf'), noun('Beanie', 'Mütze', 'f', 'bonnet', 'm', 'hat'), noun('Cap', 'Kappe', 'f', 'casquette', 'f', 'hat'), noun('Gloves', 'Handschuhe', 'pl', 'gants', 'mp', 'scarf')] },
      { key: 'belts', title: { en: 'Belts', de: 'Gürtel', fr: 'Ceintures' }, materials: ['leather', 'suede', 'canvas'], price: [25, 89],
        nouns: [noun('Belt', 'Gürtel', 'm', 'ceinture', 'f', 'belt'), noun('Braided Belt', 'Flechtgürtel', 'm', 'ceinture tressée', 'f', 'belt')] },
    ],
  },
  {
    key: 'home',
    title: { en: 'Home & Living', de: 'Wohnen', fr: 'Maison' },
    sentence: { en: 'Brings a calm, warm feel to any room.', de: 'Bringt eine ruhige, warme Atmosphäre in jeden Raum.', fr: 'De quoi apporter une ambiance calme et chaleureuse à chaque pièce.' },
    children: [
      { key: 'cushions', title: { en: 'Cushions', de: 'Kissen', fr: 'Coussins' }, materials: ['linen', 'cotton', 'wool'], price: [19, 69],
        nouns: [noun('Cushion', 'Kissen', 'n', 'coussin', 'm', 'cushion'), noun('Cushion Cover', 'Kissenbezug', 'm', 'housse de coussin', 'f', 'cushion'), noun('Seat Pad', 'Sitzkissen', 'n', 'galette de chaise', 'f', 'cushion')] },
      { key: 'blankets', title: { en: 'Blankets & Throws', de: 'Decken & Plaids', fr: 'Couvertures & plaids' }, materials: ['wool', 'merino', 'cotton'], price: [39, 179],
        nouns: [noun('Blanket', 'Decke', 'f', 'couverture', 'f', 'blanket'), noun('Throw', 'Plaid', 'n', 'plaid', 'm', 'blanket')] },
      { key: 'tableware', title: { en: 'Mugs & Tableware', de: 'Tassen & Geschirr', fr: 'Tasses & vaisselle' }, materials: ['ceramic', 'stoneware', 'glass'], price: [5, 59],
        nouns: [noun('Mug', 'Tasse', 'f', 'mug', 'm', 'mug'), noun('Plate', 'Teller', 'm', 'assiette', 'f', 'mug'), noun('Bowl', 'Schale', 'f', 'bol', 'm', 'mug'), noun('Teapot', 'Teekanne', 'f', 'théière', 'f', 'mug')] },
      { key: 'candles', title: { en: 'Candles & Vases', de: 'Kerzen & Vasen', fr: 'Bougies & vases' }, materials: ['soyWax', 'glass', 'ceramic'], price: [9, 69],
        nouns: [noun('Candle', 'Kerze', 'f', 'bougie', 'f', 'candle'), noun('Scented Candle', 'Duftkerze', 'f', 'bougie parfumée', 'f', 'candle'), noun('Candle Holder', 'Kerzenhalter', 'm', 'bougeoir', 'm', 'candle'), noun('Vase', 'Vase', 'f', 'vase', 'm', 'vase')] },
    ],
  },
  {
    key: 'outdoor',
    title: { en: 'Outdoor', de: 'Outdoor', fr: 'Plein air' },
    sentence: { en: 'Made for long days outside, in the city or in the hills.', de: 'Gemacht für lange Tage draußen, in der Stadt oder in den Bergen.', fr: 'Conçu pour de longues journées dehors, en ville comme en montagne.' },
    children: [
      { key: 'backpacks', title: { en: 'Backpacks', de: 'Rucksäcke', fr: 'Sacs à dos' }, materials: ['nylon', 'recycledPolyester', 'canvas'], price: [49, 199],
        nouns: [noun('Backpack', 'Rucksack', 'm', 'sac à dos', 'm', 'backpack'), noun('Daypack', 'Tagesrucksack', 'm', 'sac de journée', 'm', 'backpack'), noun('Hip Bag', 'Gürteltasche', 'f', 'banane', 'f', 'backpack')] },
      { key: 'bottles', title: { en: 'Bottles & Flasks', de: 'Flaschen & Becher', fr: 'Gourdes & thermos' }, materials: ['steel', 'glass', 'bamboo'], price: [12, 49],
        nouns: [noun('Water Bottle', 'Trinkflasche', 'f', 'gourde', 'f', 'bottle'), noun('Thermos Flask', 'Thermoskanne', 'f', 'bouteille isotherme', 'f', 'bottle'), noun('Travel Mug', 'Thermobecher', 'm', 'mug de voyage', 'm', 'bottle')] },
      { key: 'camping', title: { en: 'Camping', de: 'Camping', fr: 'Camping' }, materials: ['recycledPolyester', 'nylon', 'cotton'], price: [19, 399],
        nouns: [noun('Picnic Blanket', 'Picknickdecke', 'f', 'couverture de pique-nique', 'f', 'blanket'), noun('Camping Chair', 'Campingstuhl', 'm', 'chaise de camping', 'f', 'tent'), noun('Lantern', 'Laterne', 'f', 'lanterne', 'f', 'tent'), noun('Hammock', 'Hängematte', 'f', 'hamac', 'm', 'tent')] },
    ],
  },
];
