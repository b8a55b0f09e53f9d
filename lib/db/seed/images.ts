import { randomUUID } from 'node:crypto';
import type { Executor } from '../client';
import { media } from '../schema';
import { insertInBatches } from './batch';
import type { ChildCategory } from './category-tree';
import { categorySvg, productSvg } from './illustrations/compose';
import { VIEWS, type ProductType, type View } from './illustrations/shapes';
import { bannerSvg } from './svg';
import { COLOURS } from './words';

/** An image as product and content rows reference it. */
export interface ImageRef { url: string; width: number; height: number }

/** Product pictures by type, colour and view; a picture per category; banners for content blocks. */
export interface ShopImages {
  product(type: ProductType, colourKey: string, view: View): ImageRef;
  category(categoryKey: string): ImageRef;
  banners: ImageRef[];
  /** A 4:3 picture for image and image-with-text blocks. */
  feature: ImageRef;
}

type MediaRow = typeof media.$inferInsert;

function svgRow(shopId: string, filename: string, svg: string, width: number, height: number): MediaRow {
  const data = Buffer.from(svg, 'utf8');
  return { id: randomUUID(), shopId, filename, contentType: 'image/svg+xml', byteSize: data.length, width, height, data, metadata: { generated: true } };
}

const ref = (row: MediaRow): ImageRef => ({ url: `/media/${row.id}/${row.filename}`, width: row.width, height: row.height });

const BANNERS = [['#2f6fb5', '#1f3a5f'], ['#cdb590', '#7a5230'], ['#3c8d5a', '#23262b']] as const;

/** Three colours apart on the list, so that a category's items never share one. */
const categoryColour = (index: number, item: number) => COLOURS[(index * 5 + item * 4) % COLOURS.length]!;

/** Looks a picture up, failing loudly: a missing one is a mistake in the seed, not in the data. */
function lookup(byKey: Map<string, ImageRef>, key: string): ImageRef {
  const image = byKey.get(key);
  if (!image) throw new Error(`seed: no image for ${key}`);
  return image;
}

/**
 * Stores every view of every product type the categories sell in every colour (not one per product),
 * so that even a catalogue of 100,000 products shares a few hundred small SVGs; and one picture per
 * category showing up to three of its types.
 */
export async function seedImages(db: Executor, shopId: string, categories: readonly ChildCategory[]): Promise<ShopImages> {
  const rows: MediaRow[] = [];
  const byKey = new Map<string, ImageRef>();
  const add = (key: string, row: MediaRow) => {
    rows.push(row);
    byKey.set(key, ref(row));
  };
  const types = [...new Set(categories.flatMap((c) => c.nouns.map((n) => n.picture)))];
  for (const type of types) {
    for (const colour of COLOURS) {
      for (const view of VIEWS) add(`${type}:${colour.key}:${view}`, svgRow(shopId, `${type}-${colour.key}-${view}.svg`, productSvg(type, colour.hex, view), 800, 800));
    }
  }
  categories.forEach((category, index) => {
    const items = category.nouns.slice(0, 3).map((noun, i) => ({ type: noun.picture, hex: categoryColour(index, i).hex }));
    add(`category:${category.key}`, svgRow(shopId, `category-${category.key}.svg`, categorySvg(items), 800, 800));
  });
  const banners = BANNERS.map(([from, to], i) => svgRow(shopId, `banner-${i + 1}.svg`, bannerSvg(from, to, 1600, 700), 1600, 700));
  const feature = svgRow(shopId, 'feature.svg', bannerSvg('#e6b422', '#c0392b', 1200, 900), 1200, 900);
  await insertInBatches(db, media, [...rows, ...banners, feature]);
  return {
    product: (type, colourKey, view) => lookup(byKey, `${type}:${colourKey}:${view}`),
    category: (categoryKey) => lookup(byKey, `category:${categoryKey}`),
    banners: banners.map(ref),
    feature: ref(feature),
  };
}
