import { navigationEndpoints } from '@/lib/contract/content';
import { handle } from '@/lib/http/handle';
import { getNavigation } from '@/lib/server/content/navigation';
import { toNavigationPayload } from '@/lib/server/content/navigation-payload';
import type { Menu } from '@/lib/server/content/navigation-place';
import { saveNavigationDraft } from '@/lib/server/content/navigation-draft';
import { saveNavigation } from '@/lib/server/content/save-navigation';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion } from '@/lib/server/versions/resource-versions';

const ENDPOINTS = {
  main: { get: navigationEndpoints.getMainNavigation, put: navigationEndpoints.putMainNavigation },
  footer: { get: navigationEndpoints.getFooterNavigation, put: navigationEndpoints.putFooterNavigation },
};

/**
 * GET and PUT of one menu. The owner's read answers the navigation's version as its ETag (both menus
 * share one), which the next save names in If-Match; shoppers' reads skip it. A PUT with `draft=true`
 * (the editor) keeps the menu for "Publish site changes"; without, it goes live.
 */
export function menuRoutes(menu: Menu) {
  const { get, put } = ENDPOINTS[menu];
  return {
    GET: handle(get, async ({ shop, locale, owner, query, etag }) => {
      const payload = { menu, path: query.path };
      if (!owner) return toNavigationPayload(await getNavigation(shop, locale, menu), payload);
      const { value, version } = await readWithVersion(shop.id, 'navigation', async () =>
        getNavigation(query.draft === 'true' ? await withSiteDrafts(shop) : shop, locale, menu, { includeHidden: true }));
      etag(version);
      return toNavigationPayload(value, payload);
    }),
    PUT: handle(put, async ({ shop, locale, owner, query, body, expectedVersion, etag }) => {
      const { tree, version } = query.draft === 'true'
        ? await saveNavigationDraft(shop, locale, menu, body, owner!.ownerId, expectedVersion)
        : await saveNavigation(shop, locale, menu, body, expectedVersion);
      etag(version);
      return toNavigationPayload(tree, { menu });
    }, {
      current: async ({ shop, locale, query }) =>
        toNavigationPayload(await getNavigation(query.draft === 'true' ? await withSiteDrafts(shop) : shop, locale, menu, { includeHidden: true }), { menu }),
    }),
  };
}
