import { randomUUID } from 'node:crypto';
import type { SeededDepartment } from '../catalog/categories';
import { CATEGORY_TREE } from '../category-tree';
import type { ContentRefs } from '../content/refs';
import { SEED_LOCALES } from '../locales';

/** A stored picture of its own: tests find a block by the picture it shows. */
const image = (name: string) => ({ url: `/media/${randomUUID()}/${name}.svg`, width: 800, height: 600 });

/** What seedCategories returns for these departments of the tree, without a database. */
const departments = (keys: readonly string[]): SeededDepartment[] => CATEGORY_TREE.filter((def) => keys.includes(def.key)).map((def) => {
  const id = randomUUID();
  return { id, def, children: def.children.map((child) => ({ id: randomUUID(), parentId: id, def: child, department: def })) };
});

/** A shop's content references for seed content built without a database: the demo shop's, or the beyond shop's smaller tree and locales. */
export function contentRefs(shop: 'demo' | 'beyond' = 'demo'): ContentRefs {
  return {
    shop: { id: randomUUID(), title: 'Demo', locales: shop === 'demo' ? SEED_LOCALES : ['en', 'de'], defaultLocale: 'en' },
    // The beyond shop's departments (lib/db/seed/index.ts): the third one's title holds "&".
    departments: departments(shop === 'demo' ? CATEGORY_TREE.map((def) => def.key) : ['clothing', 'accessories', 'home']),
    images: {
      product: (type, colour, view) => image(`${type}-${colour}-${view}`), category: (key) => image(`category-${key}`), banners: [image('banner-1'), image('banner-2'), image('banner-3')], feature: image('feature'),
    },
    productIds: [randomUUID()],
  };
}
