'use client';

import { useId, useState } from 'react';
import type { ShopLocale } from '@/lib/server/shop/types';
import workbench from '../../workbench.module.css';
import type { ShopSettingsText } from './labels';
import { SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';
import type { ShopWrites } from './use-shop-writes';

/**
 * Which of the shop's languages shoppers see, and the default one among them (always visible, so its
 * box is ticked and cannot be cleared). Each change saves at once.
 */
export function LanguagesSection({ locales, defaultLocale, names, text, writes }: {
  locales: ShopLocale[]; defaultLocale: string; names: Record<string, string>; text: ShopSettingsText; writes: ShopWrites;
}) {
  const [shown, setShown] = useState(locales);
  const [chosenDefault, setChosenDefault] = useState(defaultLocale);
  const selectId = useId();
  const noteId = useId();
  const nameOf = (identifier: string) => names[identifier] ?? identifier;

  const toggle = (identifier: string, isVisible: boolean) => {
    const before = shown;
    setShown(shown.map((locale) => (locale.identifier === identifier ? { identifier, isVisible } : locale)));
    void writes.write('languages', { locales: [{ identifier, isVisible }] }, () => setShown(before));
  };
  const choose = (identifier: string) => {
    const before = chosenDefault;
    setChosenDefault(identifier);
    void writes.write('languages', { locale: identifier }, () => setChosenDefault(before));
  };

  return (
    <SettingsSection title={text.languages} refusal={writes.refusal('languages')}>
      <fieldset className={styles.group} aria-describedby={noteId}>
        <legend>{text.visibleLanguages}</legend>
        {shown.map((locale) => (
          <label key={locale.identifier} className={workbench.toggle}>
            <input type="checkbox" checked={locale.isVisible || locale.identifier === chosenDefault} disabled={locale.identifier === chosenDefault}
              onChange={(event) => toggle(locale.identifier, event.currentTarget.checked)} /> {nameOf(locale.identifier)}
          </label>
        ))}
        <p id={noteId} className={styles.hint}>{text.defaultAlwaysVisible}</p>
      </fieldset>
      <div className={workbench.field}>
        <label htmlFor={selectId}>{text.defaultLanguage}</label>
        <select id={selectId} value={chosenDefault} onChange={(event) => choose(event.currentTarget.value)}>
          {shown.filter((locale) => locale.isVisible || locale.identifier === chosenDefault).map((locale) => (
            <option key={locale.identifier} value={locale.identifier}>{nameOf(locale.identifier)}</option>
          ))}
        </select>
      </div>
    </SettingsSection>
  );
}
