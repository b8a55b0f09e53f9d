import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';
import { updateThemeStyleSettings } from '@/lib/server/themes/update-theme';

export const GET = handle(themeEndpoints.getSettings, async ({ shop, params }) => {
  const style = await getShopThemeStyle(shop, params.id);
  return style.settings;
});

export const PATCH = handle(themeEndpoints.updateSettings, async ({ shop, params, body }) =>
  updateThemeStyleSettings(shop, params.id, body.settings));
