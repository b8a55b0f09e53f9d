'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { themeRoutes } from '@/lib/api/routes/theme';
import { themePreviewOf } from '@/lib/routing/theme-preview';
import { useLocationSearch } from './browser-state';
import { replaceThemeStylesheet } from './theme-stylesheet';

/**
 * Makes a theme preview look like the previewed style (spec section 6). Preview pages are cached and
 * cannot read the address, so they render the active style's stylesheet; the browser looks the
 * previewed style up and shows its stylesheet instead. The preview bar lives in the layout, so this
 * stays across client navigations, which keep the address's parameters. An unknown style leaves the
 * active one and says so.
 */
export function ThemePreviewStylesheet() {
  const t = useTranslations('Preview');
  // Subscribing to the path re-renders on navigation, which reads the new query string.
  usePathname();
  const preview = themePreviewOf(new URLSearchParams(useLocationSearch()));
  const previewTheme = preview?.previewTheme;
  const themeStyle = preview?.themeStyle;
  const previewKey = preview ? `${previewTheme}/${themeStyle}` : null;
  const [notFound, setNotFound] = useState<string | null>(null);

  useEffect(() => {
    if (!previewTheme || !themeStyle) return;
    const controller = new AbortController();
    let restore = () => {};
    // Not silent: a failed look-up shows in the notification overlay (spec section 8); the active style stays.
    shopApi(themeRoutes.listThemes, {}, { signal: controller.signal }).then((themes) => {
      if (controller.signal.aborted) return;
      const style = themes.find((theme) => theme.themeId === previewTheme)?.styles.find((candidate) => candidate.themeStyleId === themeStyle);
      if (style) restore = replaceThemeStylesheet(style.stylesheetUrl);
      else setNotFound(`${previewTheme}/${themeStyle}`);
    }, () => {});
    return () => {
      controller.abort();
      restore();
    };
  }, [previewTheme, themeStyle]);

  return previewKey !== null && notFound === previewKey ? <span>{t('styleNotFound')}</span> : null;
}
