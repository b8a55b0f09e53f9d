import { catalogEndpoints } from '@/lib/contract/catalog';
import { categoryContentEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { findCategory } from '@/lib/server/catalog/categories';
import { getCategoryPayload } from '@/lib/server/catalog/category-tree';
import { updateCategoryContent } from '@/lib/server/content/category-content';
import { readWithVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the category's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(catalogEndpoints.getCategory, async ({ shop, locale, owner, params, etag }) => {
  // The path names a category by its id or its slug; its settings' version is the id's.
  const found = owner ? await findCategory(shop, locale, params.id) : null;
  if (!found) return getCategoryPayload(shop, locale, params.id, { includeHidden: owner !== null });
  const { value, version } = await readWithVersion(shop.id, settingsResource('category', found.categoryId),
    () => getCategoryPayload(shop, locale, params.id, { includeHidden: true }));
  etag(version);
  return value;
});

export const PATCH = handle(categoryContentEndpoints.updateCategory, async ({ shop, locale, owner, params, body, expectedVersion, etag }) =>
  updateCategoryContent(shop, locale, params.id, body, owner!.ownerId, { expectedVersion, onVersion: etag }),
{ current: ({ shop, locale, params }) => getCategoryPayload(shop, locale, params.id, { includeHidden: true }) });
