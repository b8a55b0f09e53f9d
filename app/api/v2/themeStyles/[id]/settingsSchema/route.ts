import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';

export const GET = handle(themeEndpoints.getSettingsSchema, async ({ shop, params }) => {
  const style = await getShopThemeStyle(shop, params.id);
  return style.theme.settingsSchema;
});
