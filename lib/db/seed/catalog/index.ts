import type { Executor } from '../../client';
import {
  bulkPrices, crossSellings, productCategories, productImages, products, productTranslations,
  productVariationValues, variationAttributes, variationAttributeValues,
} from '../../schema';
import { insertJsonInBatches } from '../batch';
import type { ShopImages } from '../images';
import type { Locale } from '../locales';
import { createRandom, seedFrom } from '../random';
import { SlugRegistry } from '../slug';
import type { SeededDepartment } from './categories';
import { addProduct, emptyRows, type CatalogRows, type RowContext } from './rows';
import { featuredSpecs, generatedSpec, type ProductSpec, type SpecContext } from './specs';

/** Catalogue products generated and inserted together: bounds memory for 100,000 products. */
const CHUNK = 1000;

export interface CatalogSummary {
  products: number;
  variations: number;
  /** Ids of the featured products by DEMO key, and of a few more visible products for sliders. */
  featuredIds: Record<string, string>;
  showcaseIds: string[];
}

export interface CatalogShop { id: string; slug: string; currency: string; locales: readonly Locale[] }

/** Generates and inserts `count` catalogue products (featured ones first) plus their variations. */
export async function seedCatalog(
  db: Executor, shop: CatalogShop, departments: readonly SeededDepartment[], images: ShopImages, count: number,
): Promise<CatalogSummary> {
  const random = createRandom(seedFrom(`${shop.slug}:catalog`));
  const specContext: SpecContext = { random, children: departments.flatMap((d) => d.children), now: Date.now(), usedNames: new Set() };
  const rowContext: RowContext = {
    shopId: shop.id, currency: shop.currency, locales: shop.locales, images, random, positions: new Map(),
    slugs: { en: new SlugRegistry(), de: new SlugRegistry(), fr: new SlugRegistry() },
  };
  const summary: CatalogSummary = { products: 0, variations: 0, featuredIds: {}, showcaseIds: [] };
  const featured = featuredSpecs(specContext).slice(0, count);
  for (let start = 0; start < count; start += CHUNK) {
    const specs: ProductSpec[] = [];
    for (let i = start; i < Math.min(start + CHUNK, count); i += 1) {
      specs.push(i < featured.length ? featured[i]! : generatedSpec(specContext, i - featured.length));
    }
    const rows = emptyRows();
    const ids = specs.map((spec) => addProduct(rowContext, spec, rows));
    addCrossSellings(rowContext, specs, ids, rows);
    await insertRows(db, rows);
    specs.forEach((spec, i) => {
      if (spec.featured) summary.featuredIds[spec.featured] = ids[i]!;
      else if (spec.isVisible && summary.showcaseIds.length < 8) summary.showcaseIds.push(ids[i]!);
    });
    summary.products += specs.length;
    summary.variations += rows.variations.length;
  }
  return summary;
}

/** Cross-selling targets come from the same chunk, so no product ids need to be kept across chunks. */
function addCrossSellings(ctx: RowContext, specs: ProductSpec[], ids: string[], rows: CatalogRows) {
  specs.forEach((spec, i) => {
    if (spec.crossSellings === 0) return;
    const targets = ctx.random.sample(ids.filter((id) => id !== ids[i]), spec.crossSellings);
    targets.forEach((targetProductId, position) => rows.crossSellings.push({ productId: ids[i]!, targetProductId, shopId: ctx.shopId, position }));
  });
}

async function insertRows(db: Executor, rows: CatalogRows) {
  // Masters before their variations, products before everything that references them. Translations come
  // after memberships and variation values: they create the products' read-model rows (product_listings),
  // which are then written once, complete, instead of rewritten by every later batch.
  await insertJsonInBatches(db, products, rows.products);
  await insertJsonInBatches(db, products, rows.variations);
  await insertJsonInBatches(db, productCategories, rows.memberships);
  await insertJsonInBatches(db, variationAttributes, rows.attributes);
  await insertJsonInBatches(db, variationAttributeValues, rows.attributeValues);
  await insertJsonInBatches(db, productVariationValues, rows.variationValues);
  await insertJsonInBatches(db, productTranslations, rows.translations);
  await insertJsonInBatches(db, productImages, rows.images);
  await insertJsonInBatches(db, bulkPrices, rows.bulkPrices);
  await insertJsonInBatches(db, crossSellings, rows.crossSellings);
}
