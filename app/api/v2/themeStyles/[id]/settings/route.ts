import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';
import { saveThemeStyleSettingsDraft, updateThemeStyleSettings } from '@/lib/server/themes/update-theme';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { readWithVersion, settingsResource } from '@/lib/server/versions/resource-versions';

/** The owner's read answers the style's settings version as its ETag, which a PATCH names in If-Match. */
export const GET = handle(themeEndpoints.getSettings, async ({ shop, owner, params, query, etag }) => {
  if (!owner) return (await getShopThemeStyle(shop, params.id)).settings;
  const shown = query.draft === 'true' ? await withSiteDrafts(shop) : shop;
  const { value, version } = await readWithVersion(shop.id, settingsResource('theme', params.id), () => getShopThemeStyle(shown, params.id));
  etag(version);
  return value.settings;
});

/** With `draft` (the editor) the settings wait for "Publish site changes"; without, they go live at once. */
export const PATCH = handle(themeEndpoints.updateSettings, async ({ shop, owner, params, body, expectedVersion, etag }) => (body.draft
  ? saveThemeStyleSettingsDraft(shop, params.id, body.settings, owner!.ownerId, { expectedVersion, onVersion: etag })
  : updateThemeStyleSettings(shop, params.id, body.settings, { expectedVersion, onVersion: etag })),
{ current: async ({ shop, params, body }) => (await getShopThemeStyle(body.draft ? await withSiteDrafts(shop) : shop, params.id)).settings });
