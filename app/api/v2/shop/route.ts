import { shopEndpoints } from '@/lib/api/contract/shop';
import { handle } from '@/lib/http/handle';
import { toShopPayload, updateShopSettings } from '@/lib/server/shop/settings';

export const GET = handle(shopEndpoints.getShop, async ({ shop, locale }) => toShopPayload(shop, locale));

export const PATCH = handle(shopEndpoints.updateShop, async ({ shop, locale, body }) =>
  toShopPayload(await updateShopSettings(shop, body), locale));
