import { catalogEndpoints } from '@/lib/contract/catalog';
import { handle } from '@/lib/http/handle';
import { listCategoryTree } from '@/lib/server/catalog/category-tree';

export const GET = handle(catalogEndpoints.listCategories, async ({ shop, locale, owner }) =>
  listCategoryTree(shop, locale, { includeHidden: owner !== null }));
