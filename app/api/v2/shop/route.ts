import { shopEndpoints } from '@/lib/contract/shop';
import { handle } from '@/lib/http/handle';
import { toShopPayload, updateShopSettings } from '@/lib/server/shop/settings';

export const GET = handle(shopEndpoints.getShop, async ({ shop, locale, owner }) =>
  toShopPayload(shop, locale, { includeHiddenLocales: owner !== null }));

export const PATCH = handle(shopEndpoints.updateShop, async ({ shop, locale, body }) =>
  toShopPayload(await updateShopSettings(shop, body), locale, { includeHiddenLocales: true }));
