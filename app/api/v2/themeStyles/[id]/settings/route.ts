import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';
import { updateThemeStyleSettings } from '@/lib/server/themes/update-theme';
import { currentVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the style's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(themeEndpoints.getSettings, async ({ shop, owner, params, etag }) => {
  const style = await getShopThemeStyle(shop, params.id);
  if (owner) etag(await currentVersion(shop.id, settingsResource('theme', style.id)));
  return style.settings;
});

export const PATCH = handle(themeEndpoints.updateSettings, async ({ shop, params, body, expectedVersion, etag }) =>
  updateThemeStyleSettings(shop, params.id, body.settings, { expectedVersion, onVersion: etag }),
{ current: async ({ shop, params }) => (await getShopThemeStyle(shop, params.id)).settings });
