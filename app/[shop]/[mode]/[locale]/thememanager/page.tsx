import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { resolveUiLanguage } from '@/lib/i18n/locales';
import { ThemeManagerScreen } from '../_components/theme-manager-screen';
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
  return <ThemeManagerScreen storefront={storefront} language={resolveUiLanguage(storefront.locale)} />;
}
