import { catalogEndpoints } from '@/lib/contract/catalog';
import { categoryContentEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getCategoryPayload } from '@/lib/server/catalog/category-tree';
import { updateCategoryContent } from '@/lib/server/content/category-content';
import { currentVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the category's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(catalogEndpoints.getCategory, async ({ shop, locale, owner, params, etag }) => {
  const category = await getCategoryPayload(shop, locale, params.id, { includeHidden: owner !== null });
  if (owner) etag(await currentVersion(shop.id, settingsResource('category', category.categoryId)));
  return category;
});

export const PATCH = handle(categoryContentEndpoints.updateCategory, async ({ shop, locale, owner, params, body, expectedVersion, etag }) =>
  updateCategoryContent(shop, locale, params.id, body, owner!.ownerId, { expectedVersion, onVersion: etag }),
{ current: ({ shop, locale, params }) => getCategoryPayload(shop, locale, params.id, { includeHidden: true }) });
