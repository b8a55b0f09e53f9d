import { themeEndpoints } from '@/lib/contract/themes';
import { handle } from '@/lib/http/handle';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { activateThemeStyle, chooseThemeStyleDraft } from '@/lib/server/themes/update-theme';

/**
 * Names the version of which style is active (If-Match); a stale one is answered 409 with the themes as
 * they are. With `draft` (the editor) the choice waits for "Publish site changes".
 */
export const PUT = handle(themeEndpoints.activateTheme, async ({ shop, owner, body, expectedVersion, etag }) => (body.draft
  ? chooseThemeStyleDraft(shop, body.themeId, body.themeStyleId, owner!.ownerId, { expectedVersion, onVersion: etag })
  : activateThemeStyle(shop, body.themeId, body.themeStyleId, { expectedVersion, onVersion: etag })),
{ current: async ({ shop, body }) => listShopThemes(body.draft ? await withSiteDrafts(shop) : shop) });
