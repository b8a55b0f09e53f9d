import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import { THEME_TEXT_KEYS } from '@/components/editor/site/theme/labels';
import type { ThemeModuleProps } from '@/components/editor/site/theme/theme-module';
import type { UiLanguage } from '@/lib/i18n/locales';
import { hrefFor, routes } from '@/lib/routing/links';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import { getShopThemeStyle } from '@/lib/server/themes/theme-styles';
import { usableSettings } from '@/lib/themes/settings-rules';
import { findShopBySlug } from '@/lib/server/shop/get-shop';
import { withSiteDrafts } from '@/lib/server/site/with-site-drafts';
import { currentVersion, settingsResource } from '@/lib/server/versions/resource-versions';
import { texts } from '../texts';
import { themeSettingNames } from './theme-setting-names';

/**
 * What the Theme module shows, read for each request (the editor is never cached): the shop's themes
 * with every style's values (for its swatch), and the active style's settings schema, settings,
 * defaults and meta, as GET /themeStyles/{id}/settingsSchema, /settings, /defaultSettings and /meta
 * answer them. Only values that fit the schema reach the form; texts are in the owner's language.
 */
export async function loadThemeModule(storefront: Storefront, language: UiLanguage): Promise<ThemeModuleProps> {
  // The versions before the values, for the reason readWithVersion gives: which style is active, and its
  // settings'; the values then with the site changes waiting, read after them.
  const activeVersion = await currentVersion(storefront.shop.id, 'active-theme-style');
  const version = storefront.shop.activeThemeStyleId ? await currentVersion(storefront.shop.id, settingsResource('theme', storefront.shop.activeThemeStyleId)) : 0;
  const shop = await withSiteDrafts((await findShopBySlug(storefront.shop.slug)) ?? storefront.shop);
  const [themes, text, settingNames] = await Promise.all([
    listShopThemes(shop), texts(language, 'EditorTheme', THEME_TEXT_KEYS), themeSettingNames(language),
  ]);
  const styles = new Map((await Promise.all(themes.flatMap((theme) => theme.styles.map((style) => getShopThemeStyle(shop, style.themeStyleId)))))
    .map((style) => [style.id, style]));
  const active = shop.activeThemeStyleId ? styles.get(shop.activeThemeStyleId) : undefined;
  return {
    labels: { language, text, settings: settingNames },
    shop: shop.slug,
    // Theme preview is the shoppers' storefront, in the language the owner is editing.
    activeVersion,
    storefrontHref: `${hrefFor(routes.home(), { ...storefront.links, editor: false })}?shop=${encodeURIComponent(shop.slug)}`,
    themes: themes.map((theme) => {
      const schema = styles.get(theme.styles[0]!.themeStyleId)!.theme.settingsSchema;
      return {
        themeId: theme.themeId, name: theme.name, version: theme.version, title: theme.title, schema,
        styles: theme.styles.map(({ themeStyleId, name, title, isActive }) => (
          { themeStyleId, name, title, isActive, settings: usableSettings(schema, styles.get(themeStyleId)!.settings) })),
      };
    }),
    active: active ? {
      themeId: active.theme.id, themeTitle: active.theme.title, themeStyleId: active.id, name: active.name, title: active.title,
      schema: active.theme.settingsSchema,
      settings: usableSettings(active.theme.settingsSchema, active.settings),
      defaults: usableSettings(active.theme.settingsSchema, active.defaultSettings),
      version,
      ...(active.meta.contentImageWidth ? { contentImageWidth: active.meta.contentImageWidth } : {}),
    } : null,
  };
}
