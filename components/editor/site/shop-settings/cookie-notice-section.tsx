'use client';

import { useState } from 'react';
import { SHOP_SETTING_HTML_MAX, SHOP_SETTING_TEXT_MAX } from '@/lib/contract/limits';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { cookieNoticeTexts, filledCookieNoticeTexts, type CookieNoticeLocaleTexts } from '@/lib/shop-texts';
import { LineField, ToggleField } from '../../fields/basic-fields';
import { RichTextField } from '../../fields/rich-text-field';
import { fill, type RichTextTextKey } from '../../labels';
import workbench from '../../workbench.module.css';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';
import type { ShopWrites } from './use-shop-writes';

type CookieNotice = NonNullable<ShopUserSettings['cookieNotice']>;
type Texts = Record<string, CookieNoticeLocaleTexts>;

/** Every locale's title and message as edited, the single ones of before moved to the default locale's. */
function editedTexts(notice: CookieNotice | undefined, defaultLocale: string): Texts {
  const titles = cookieNoticeTexts(notice ?? {}, 'title', defaultLocale);
  const messages = cookieNoticeTexts(notice ?? {}, 'gdprMessageHtml', defaultLocale);
  const locales = new Set([...Object.keys(titles), ...Object.keys(messages)]);
  return Object.fromEntries([...locales].map((locale) => [locale, { title: titles[locale], gdprMessageHtml: messages[locale] }]));
}

/** What is stored: the locales' titles and messages that they have, the other locales' as they were. */
const storedTexts = (texts: Texts): Texts => Object.fromEntries(Object.entries(texts)
  .map(([locale, own]) => [locale, filledCookieNoticeTexts(own)] as const)
  .filter(([, own]) => Object.keys(own).length > 0));

/**
 * The cookie notice shoppers are asked with, its title and GDPR message in the locale the owner edits
 * (`locale`); a text not translated yet says that shoppers see the default locale's instead. "Active"
 * saves at once, title and message on "Save".
 */
export function CookieNoticeSection({ notice, locale, defaultLocale, localeNames, text, validation, richText, writes }: {
  notice: CookieNotice | undefined; locale: string; defaultLocale: string; localeNames: Record<string, string>;
  text: ShopSettingsText; validation: ValidationText; richText: Record<RichTextTextKey, string>; writes: ShopWrites;
}) {
  const [active, setActive] = useState(notice?.active ?? false);
  const [texts, setTexts] = useState(() => editedTexts(notice, defaultLocale));
  const title = texts[locale]?.title ?? '';
  const message = texts[locale]?.gdprMessageHtml ?? '';
  const titleError = lengthError(title, SHOP_SETTING_TEXT_MAX, validation);
  const messageError = lengthError(message, SHOP_SETTING_HTML_MAX, validation);
  // What shoppers of this locale see for want of its own text (the editor's texts, not yet saved, count).
  const own = filledCookieNoticeTexts(texts[locale] ?? {});
  const defaults = locale === defaultLocale ? {} : texts[defaultLocale] ?? {};
  const defaultLanguage = localeNames[defaultLocale] ?? defaultLocale;
  const titleStandIn = own.title ? undefined : defaults.title;
  const messageStandsIn = !own.gdprMessageHtml && Boolean(defaults.gdprMessageHtml);

  const edit = (patch: CookieNoticeLocaleTexts) => setTexts({ ...texts, [locale]: { ...texts[locale], ...patch } });
  const toggle = (checked: boolean) => {
    setActive(checked);
    void writes.writeUserSettings('cookieNotice', 'cookieNotice', { ...writes.sent('cookieNotice'), active: checked }, () => setActive(!checked));
  };
  const saveTexts = () => {
    if (titleError || messageError) return;
    void writes.writeUserSettings('cookieNotice', 'cookieNotice', { active, texts: storedTexts(texts) });
  };

  return (
    <SettingsSection title={text.cookieNotice} refusal={writes.refusal('cookieNotice')}>
      <ToggleField label={text.active} value={active} onChange={toggle} />
      <p className={styles.hint}>{fill(text.textsLanguage, { language: localeNames[locale] ?? locale })}</p>
      <LineField label={text.cookieTitle} value={title} onChange={(value) => edit({ title: value })} error={titleError}
        hint={titleStandIn ? fill(text.untranslatedHint, { text: titleStandIn, language: defaultLanguage }) : undefined} />
      <RichTextField label={text.gdprMessage} value={message} onChange={(value) => edit({ gdprMessageHtml: value })} labels={richText}
        hint={messageStandsIn ? fill(text.untranslatedMessageHint, { language: defaultLanguage }) : undefined} />
      {messageError && <p className={workbench.fieldError}>{messageError}</p>}
      <SaveButton label={text.save} onSave={saveTexts} />
    </SettingsSection>
  );
}
