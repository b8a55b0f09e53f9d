'use client';

import { useRouter } from 'next/navigation';
import { useId, type ChangeEvent } from 'react';
import { writeCookie } from '@/components/shell/browser-cookies';
import { UI_LANGUAGE_NAMES } from '@/lib/i18n/language-names';
import type { UiLanguage } from '@/lib/i18n/locales';
import { EDITOR_LANGUAGE_COOKIE } from '@/lib/i18n/owner-language';
import { EDITOR_PREFIX } from '@/lib/routing/constants';
import styles from './editor-language-select.module.css';

const A_YEAR_IN_DAYS = 365;

/**
 * The owner's choice of the editor's language, in the editor bar: kept in a cookie of this browser that
 * only the editor's addresses carry (shoppers' requests never do), then the screen is rendered again so
 * the server translates the editor's texts anew. Each language is named
 * in itself, so an owner finds theirs whatever language the bar is in. The label comes from the server.
 */
export function EditorLanguageSelect({ label, language }: { label: string; language: UiLanguage }) {
  const router = useRouter();
  const id = useId();
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    writeCookie(EDITOR_LANGUAGE_COOKIE, event.target.value, A_YEAR_IN_DAYS, EDITOR_PREFIX);
    router.refresh();
  };
  return (
    // The label names the select alone: wrapped around it, the options' names joined its name.
    <span className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {/* Uncontrolled: the choice stays shown while the screen is rendered again in it. */}
      <select id={id} defaultValue={language} onChange={choose}>
        {Object.entries(UI_LANGUAGE_NAMES).map(([code, name]) => (
          <option key={code} value={code} lang={code}>{name}</option>
        ))}
      </select>
    </span>
  );
}
