import { getTranslations } from 'next-intl/server';
import type { UiLanguage } from '@/lib/i18n/locales';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import type { Storefront } from '../_lib/storefront';

/**
 * The editor's own /thememanager for the same shop and language: its sign-in screen leads the owner
 * straight into the Theme module. Preview's parameter stays behind: the editor has its own draft view.
 */
function editorThemeManager(links: LinkContext): string {
  const shop = links.carried?.shop;
  return hrefFor(routes.themeManager(), { ...links, editor: true, carried: shop ? { shop } : {} });
}

/**
 * The theme manager on the storefront's own address (/thememanager): the shop's themes and styles, the
 * active one marked, read only, and the way for the owner to sign in and choose one in the editor, whose
 * /thememanager shows the Theme module. Its texts are in `language`, the shop's (the storefront reads no
 * owner preference).
 */
export async function ThemeManagerScreen({ storefront, language }: { storefront: Storefront; language: UiLanguage }) {
  const [themes, t] = await Promise.all([listShopThemes(storefront.shop), getTranslations({ locale: language, namespace: 'Editor' })]);
  return (
    <section className="theme-manager" lang={language}>
      <h1>{t('themeManager')}</h1>
      <p>{t('themeManagerIntro')}</p>
      <p><a href={editorThemeManager(storefront.links)}>{t('themeManagerSignIn')}</a></p>
      <ul>
        {themes.map((theme) => (
          <li key={theme.themeId}>
            <h2>{theme.title} <small>{theme.name}@{theme.version}</small></h2>
            <ul aria-label={t('styles')}>
              {theme.styles.map((style) => (
                <li key={style.themeStyleId}>{style.title}{style.isActive && <strong> · {t('activeTheme')}</strong>}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
