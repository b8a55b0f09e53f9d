import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { activateThemeStyle } from '@/lib/server/themes/update-theme';

export const PUT = handle(themeEndpoints.activateTheme, async ({ shop, body }) =>
  activateThemeStyle(shop, body.themeId, body.themeStyleId));
