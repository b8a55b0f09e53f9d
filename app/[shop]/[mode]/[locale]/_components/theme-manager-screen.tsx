import { getTranslations } from 'next-intl/server';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import type { Storefront } from '../_lib/storefront';

/** The theme manager (/thememanager): the shop's themes and styles, the active one marked. */
export async function ThemeManagerScreen({ storefront }: { storefront: Storefront }) {
  const [themes, t] = await Promise.all([listShopThemes(storefront.shop), getTranslations('Editor')]);
  return (
    <section className="theme-manager">
      <h1>{t('themeManager')}</h1>
      <p>{t('themeManagerIntro')}</p>
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
