import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { saveShopSettingsDraft, toShopPayload, updateShopSettings } from '@/lib/server/shop/settings';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the shop settings' version as its ETag, which the next PATCH names in If-Match. */
export const GET = handle(shopEndpoints.getShop, async ({ shop, locale, owner, query, etag, csrfToken }) => {
  if (!owner) return toShopPayload(shop, locale, { csrfToken });
  // The shop as read after its version (the request's copy was read before it); with draft=true as the editor shows it.
  const { value, version } = await readWithVersion(shop.id, 'shop-settings', async () => {
    const fresh = (await findShopBySlug(shop.slug)) ?? shop;
    return query.draft === 'true' ? withSiteDrafts(fresh) : fresh;
  });
  etag(version);
  return toShopPayload(value, locale, { forOwner: true, csrfToken });
});

/** With `draft` (the editor) the changes wait for "Publish site changes"; without, they go live at once. */
export const PATCH = handle(shopEndpoints.updateShop, async ({ shop, locale, owner, body: { draft, ...changes }, expectedVersion, etag, csrfToken }) => {
  const updated = draft
    ? await saveShopSettingsDraft(shop, changes, owner!.ownerId, expectedVersion)
    : await updateShopSettings(shop, changes, expectedVersion);
  etag(updated.version);
  return toShopPayload(updated.shop, locale, { forOwner: true, csrfToken });
}, {
  // A draft's 409 carries the shop as the editor shows it, with the site changes waiting.
  current: async ({ shop, locale, body, csrfToken }) => {
    const fresh = (await findShopBySlug(shop.slug))!;
    return toShopPayload(body.draft ? await withSiteDrafts(fresh) : fresh, locale, { forOwner: true, csrfToken });
  },
});
