import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { toShopPayload, updateShopSettings } from '@/lib/server/shop/settings';
import { currentVersion } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the shop settings' version as its ETag, which the next PATCH names in If-Match. */
export const GET = handle(shopEndpoints.getShop, async ({ shop, locale, owner, etag }) => {
  if (owner) etag(await currentVersion(shop.id, 'shop-settings'));
  return toShopPayload(shop, locale, { includeHiddenLocales: owner !== null });
});

export const PATCH = handle(shopEndpoints.updateShop, async ({ shop, locale, body, expectedVersion, etag }) => {
  const updated = await updateShopSettings(shop, body, expectedVersion);
  etag(updated.version);
  return toShopPayload(updated.shop, locale, { includeHiddenLocales: true });
}, { current: async ({ shop, locale }) => toShopPayload((await findShopBySlug(shop.slug))!, locale, { includeHiddenLocales: true }) });
