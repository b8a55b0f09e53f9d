import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { listShopThemes } from '@/lib/server/themes/list-themes';
import { getStorefront, type StorefrontParams } from '../_lib/storefront';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Editor');
  return { title: t('themeManager'), robots: { index: false } };
}

/** Theme manager (/thememanager): the shop's themes and styles; choosing one is the editor's work. */
export default async function ThemeManagerPage({ params }: { params: Promise<StorefrontParams> }) {
  // An owner's working screen: always current, never served from the shopper cache.
  await connection();
  const storefront = await getStorefront(params);
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
