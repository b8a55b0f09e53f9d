'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import { notify } from '@/lib/stores/notifications';
import { LOCALE_COOKIE, writeCookie } from './browser-cookies';
import { HEADER_POPUPS } from './header-popup-group';
import styles from './language-switcher.module.css';
import { loadChunk, reloadOnceForChunkError } from './chunk-load';

export interface LanguageOption {
  identifier: string;
  name: string;
  /** The start page in this language: where the link goes without JavaScript. */
  href: string;
}

interface Props {
  options: LanguageOption[];
  current: string;
  defaultLocale: string;
}

/**
 * Language menu (spec section 2): stores the choice in sf-locale, works out the same page in the
 * chosen language and loads it as a full page. Without JavaScript the links open the start page.
 */
export function LanguageSwitcher({ options, current, defaultLocale }: Props) {
  const t = useTranslations('LanguageSwitcher');
  const currentName = options.find((o) => o.identifier === current)?.name ?? current;

  async function choose(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    writeCookie(LOCALE_COOKIE, to);
    if (to === current) return;
    try {
      // The slug lookups (and the catalog contract) load only when a language is picked.
      const { currentPathIn } = await loadChunk(() => import('./switch-language'));
      window.location.assign(await currentPathIn(current, to, defaultLocale));
    } catch (error) {
      if (!reloadOnceForChunkError(error)) notify({ level: 'error', message: t('failed') });
    }
  }

  return (
    <details className={styles.switcher} name={HEADER_POPUPS}>
      <summary className={styles.summary}>
        <span className="visually-hidden">{t('label')}: </span>
        <span aria-hidden="true">{current.slice(0, 2).toUpperCase()}</span>
        <span className={styles.name}>{currentName}</span>
      </summary>
      <ul className={styles.menu} aria-label={t('label')}>
        {options.map(({ identifier, name, href }) => (
          <li key={identifier}>
            <a
              href={href}
              hrefLang={identifier}
              lang={identifier}
              aria-current={identifier === current ? 'true' : undefined}
              onClick={(event) => void choose(event, identifier)}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
