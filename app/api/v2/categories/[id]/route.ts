import { catalogEndpoints } from '@/lib/contract/catalog';
import { categoryContentEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getCategoryPayload } from '@/lib/server/catalog/category-tree';
import { updateCategoryContent } from '@/lib/server/content/category-content';

export const GET = handle(catalogEndpoints.getCategory, async ({ shop, locale, owner, params }) =>
  getCategoryPayload(shop, locale, params.id, { includeHidden: owner !== null }));

export const PATCH = handle(categoryContentEndpoints.updateCategory, async ({ shop, locale, owner, params, body }) =>
  updateCategoryContent(shop, locale, params.id, body, owner!.ownerId));
