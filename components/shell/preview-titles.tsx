'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useLocationSearch } from './browser-state';

/** The theme and style titles the theme manager passes in the address (cached pages cannot read it). */
export function PreviewTitles() {
  const t = useTranslations('Preview');
  // Subscribing to the path re-renders on navigation, which reads the new query string.
  usePathname();
  const search = new URLSearchParams(useLocationSearch());
  const titles = { theme: search.get('themeTitle'), style: search.get('themeStyleTitle') };

  return (
    <>
      {titles.theme && <span>{t('theme', { title: titles.theme })}</span>}
      {titles.style && <span>{t('style', { title: titles.style })}</span>}
    </>
  );
}
