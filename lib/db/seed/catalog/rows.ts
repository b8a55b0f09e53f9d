import { randomUUID } from 'node:crypto';
import type {
  bulkPrices, crossSellings, productCategories, productImages, products, productTranslations,
  productVariationValues, variationAttributes, variationAttributeValues,
} from '../../schema';
import type { ShopImages } from '../images';
import { capitalize, forLocales, type Locale, type Localized } from '../locales';
import type { Random } from '../random';
import { slugify } from '@/lib/content/slug';
import type { SlugRegistry } from '../slug';
import type { Colour } from '../words';
import { DEMO } from '../demo';
import { pictureAlt } from '../illustrations/alt';
import { VIEWS } from '../illustrations/shapes';
import { productDescription, productName } from './names';
import type { ProductSpec } from './specs';

/** The rows of one batch of products, per table, in insertion order. */
export interface CatalogRows {
  products: (typeof products.$inferInsert)[];
  variations: (typeof products.$inferInsert)[];
  translations: (typeof productTranslations.$inferInsert)[];
  memberships: (typeof productCategories.$inferInsert)[];
  images: (typeof productImages.$inferInsert)[];
  attributes: (typeof variationAttributes.$inferInsert)[];
  attributeValues: (typeof variationAttributeValues.$inferInsert)[];
  variationValues: (typeof productVariationValues.$inferInsert)[];
  bulkPrices: (typeof bulkPrices.$inferInsert)[];
  crossSellings: (typeof crossSellings.$inferInsert)[];
}

export const emptyRows = (): CatalogRows => ({
  products: [], variations: [], translations: [], memberships: [], images: [],
  attributes: [], attributeValues: [], variationValues: [], bulkPrices: [], crossSellings: [],
});

export interface RowContext {
  shopId: string;
  currency: string;
  locales: readonly Locale[];
  slugs: Record<Locale, SlugRegistry>;
  images: ShopImages;
  random: Random;
  /** Next listing position per category id. */
  positions: Map<string, number>;
}

const SIZE: Localized = { en: 'Size', de: 'Größe', fr: 'Taille' };
const COLOUR: Localized = { en: 'Colour', de: 'Farbe', fr: 'Couleur' };

/** Adds a catalogue product (and, for a master, its variations) to `rows`; returns its id. */
export function addProduct(ctx: RowContext, spec: ProductSpec, rows: CatalogRows): string {
  const { shopId, locales } = ctx;
  const id = randomUUID();
  const names = Object.fromEntries(locales.map((l) => [l, productName(spec.parts, l)])) as Localized;
  const base = {
    shopId, currency: ctx.currency, mainCategoryId: spec.category.id, manufacturer: spec.brand,
    isVisible: spec.isVisible, createdAt: spec.createdAt, updatedAt: spec.createdAt,
  };
  const variations = spec.variation ? addVariations(ctx, spec, id, rows) : [];
  const stockLevel = spec.stockLevel ?? variations.reduce((sum, v) => sum + (v.row.stockLevel ?? 0), 0);
  rows.products.push({ ...base, id, kind: spec.variation ? 'master' : 'simple', sku: spec.sku, priceAmount: spec.priceAmount, stockLevel });
  const slugs = {} as Localized;
  for (const locale of locales) {
    slugs[locale] = ctx.slugs[locale].claim(slugify(names[locale]));
    const text = productDescription({
      name: names[locale], brand: spec.brand, parts: spec.parts, department: spec.category.department,
      colours: spec.variation?.colours, choice: spec.choice,
    }, locale);
    const demo = spec.featured ? DEMO.products[spec.featured] : undefined;
    const crossSellingTitle = demo && 'crossSellingTitle' in demo ? demo.crossSellingTitle[locale] : null;
    rows.translations.push({ productId: id, shopId, locale, name: names[locale], slug: slugs[locale], crossSellingTitle, ...text });
    for (const v of variations) {
      const slug = ctx.slugs[locale].claim(slugify(`${slugs[locale]} ${v.colour.name[locale]} ${v.size}`));
      rows.translations.push({ productId: v.row.id!, shopId, locale, name: names[locale], slug, ...text });
    }
  }
  for (const categoryId of [spec.category.id, spec.category.parentId]) {
    const position = ctx.positions.get(categoryId) ?? 0;
    ctx.positions.set(categoryId, position + 1);
    rows.memberships.push({ productId: id, categoryId, shopId, position });
  }
  addPictures(ctx, rows, id, spec, pictureColours(spec), names);
  for (const v of variations) addPictures(ctx, rows, v.row.id!, spec, [v.colour], names);
  rows.variations.push(...variations.map((v) => ({ ...base, ...v.row })));
  rows.bulkPrices.push(...spec.bulkPrices.map((tier) => ({ productId: id, shopId, ...tier })));
  return id;
}

/**
 * A product's colours in picture order: a master's variation colours, or a simple product's own and
 * the extra colours its gallery shows.
 */
const pictureColours = (spec: ProductSpec): Colour[] => spec.variation ? spec.variation.colours : [spec.colour, ...spec.extraImageColours];

/**
 * A product's gallery: every view of its first colour, then the front of each further colour (a
 * master's colours, so that each shows once; a variation has its own colour only).
 */
function addPictures(ctx: RowContext, rows: CatalogRows, productId: string, spec: ProductSpec, colours: Colour[], names: Localized) {
  const type = spec.parts.noun.picture;
  const [first, ...others] = colours;
  const shown = [...VIEWS.map((view) => ({ colour: first!, view })), ...others.map((colour) => ({ colour, view: 'front' as const }))];
  shown.forEach(({ colour, view }, position) => {
    const image = ctx.images.product(type, colour.key, view);
    rows.images.push({ productId, shopId: ctx.shopId, position, ...image, alt: pictureAlt(names, colour, view, ctx.locales) });
  });
}

interface Variation { row: typeof products.$inferInsert; colour: Colour; size: string }

/** One variation per colour and size, with the attributes and values that describe it. */
function addVariations(ctx: RowContext, spec: ProductSpec, masterId: string, rows: CatalogRows): Variation[] {
  const { shopId, locales, random } = ctx;
  const { colours, sizes } = spec.variation!;
  const colourAttribute = { id: randomUUID(), shopId, masterProductId: masterId, name: 'color', displayName: forLocales(COLOUR, locales), position: 0 };
  const sizeAttribute = { id: randomUUID(), shopId, masterProductId: masterId, name: 'size', displayName: forLocales(SIZE, locales), position: 1 };
  rows.attributes.push(colourAttribute, sizeAttribute);
  const colourValues = colours.map((c, position) => ({
    id: randomUUID(), attributeId: colourAttribute.id, shopId, value: c.key, position,
    displayValue: Object.fromEntries(locales.map((l) => [l, capitalize(c.name[l])])),
  }));
  const sizeValues = sizes.map((size, position) => ({
    id: randomUUID(), attributeId: sizeAttribute.id, shopId, value: size, position, displayValue: Object.fromEntries(locales.map((l) => [l, size])),
  }));
  rows.attributeValues.push(...colourValues, ...sizeValues);
  return colourValues.flatMap((colourValue, c) => sizeValues.map((sizeValue, s): Variation => {
    const id = randomUUID();
    rows.variationValues.push(
      { productId: id, attributeId: colourAttribute.id, valueId: colourValue.id, shopId },
      { productId: id, attributeId: sizeAttribute.id, valueId: sizeValue.id, shopId },
    );
    // Featured variations are always in stock, so that end-to-end tests can buy any of them.
    const soldOut = !spec.featured && random.chance(0.15);
    const colour = colours[c]!;
    const row: typeof products.$inferInsert = {
      id, shopId, currency: ctx.currency, kind: 'variation', variationMasterId: masterId,
      sku: `${spec.sku}-${colour.key.toUpperCase()}-${sizeValue.value}`,
      // The largest size costs two euros more.
      priceAmount: spec.priceAmount + (s === sizes.length - 1 ? 200 : 0),
      stockLevel: soldOut ? 0 : random.int(2, 40),
    };
    return { row, colour, size: sizeValue.value };
  }));
}
