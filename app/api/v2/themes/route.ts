import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the version of which style is active as its ETag, which PUT /themes/active names in If-Match. */
export const GET = handle(themeEndpoints.listThemes, async ({ shop, owner, query, etag }) => {
  if (!owner) return listShopThemes(shop);
  const shown = query.draft === 'true' ? await withSiteDrafts(shop) : shop;
  const { value, version } = await readWithVersion(shop.id, 'active-theme-style', () => listShopThemes(shown));
  etag(version);
  return value;
});
