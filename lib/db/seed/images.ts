import { randomUUID } from 'node:crypto';
import type { Executor } from '../client';
import { media } from '../schema';
import { insertInBatches } from './batch';
import type { ChildCategory } from './category-tree';
import { bannerSvg, productSvg } from './svg';
import { COLOURS } from './words';

/** An image as product and content rows reference it. */
export interface ImageRef { url: string; width: number; height: number }

/** Product pictures by `${categoryKey}:${colourKey}`, and banners for content blocks. */
export interface ShopImages {
  product(categoryKey: string, colourKey: string): ImageRef;
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

/**
 * Stores one picture per category and colour (not one per product), so that even a catalogue of
 * 100,000 products shares a few hundred small SVGs.
 */
export async function seedImages(db: Executor, shopId: string, categories: readonly ChildCategory[]): Promise<ShopImages> {
  const rows: MediaRow[] = [];
  const byKey = new Map<string, ImageRef>();
  categories.forEach((category, index) => {
    for (const colour of COLOURS) {
      const row = svgRow(shopId, `${category.key}-${colour.key}.svg`, productSvg(colour.hex, index), 800, 800);
      rows.push(row);
      byKey.set(`${category.key}:${colour.key}`, ref(row));
    }
  });
  const banners = BANNERS.map(([from, to], i) => svgRow(shopId, `banner-${i + 1}.svg`, bannerSvg(from, to, 1600, 700), 1600, 700));
  const feature = svgRow(shopId, 'feature.svg', bannerSvg('#e6b422', '#c0392b', 1200, 900), 1200, 900);
  await insertInBatches(db, media, [...rows, ...banners, feature]);
  return {
    product(categoryKey, colourKey) {
      const image = byKey.get(`${categoryKey}:${colourKey}`);
      if (!image) throw new Error(`seed: no image for ${categoryKey}/${colourKey}`);
      return image;
    },
    banners: banners.map(ref),
    feature: ref(feature),
  };
}
