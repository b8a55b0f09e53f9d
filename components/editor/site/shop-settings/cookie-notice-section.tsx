'use client';

import { useState } from 'react';
import { SHOP_SETTING_HTML_MAX, SHOP_SETTING_TEXT_MAX } from '@/lib/contract/limits';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { LineField, ToggleField } from '../../fields/basic-fields';
import { RichTextField } from '../../fields/rich-text-field';
import type { RichTextTextKey } from '../../labels';
import workbench from '../../workbench.module.css';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

type CookieNotice = NonNullable<ShopUserSettings['cookieNotice']>;

/** The cookie notice shoppers are asked with: "Active" saves at once, title and GDPR message on "Save". */
export function CookieNoticeSection({ notice, text, validation, richText, writes }: {
  notice: CookieNotice | undefined; text: ShopSettingsText; validation: ValidationText;
  richText: Record<RichTextTextKey, string>; writes: ShopWrites;
}) {
  const [active, setActive] = useState(notice?.active ?? false);
  const [title, setTitle] = useState(notice?.title ?? '');
  const [message, setMessage] = useState(notice?.gdprMessageHtml ?? '');
  const titleError = lengthError(title, SHOP_SETTING_TEXT_MAX, validation);
  const messageError = lengthError(message, SHOP_SETTING_HTML_MAX, validation);

  const toggle = (checked: boolean) => {
    setActive(checked);
    void writes.writeUserSettings('cookieNotice', 'cookieNotice', { ...writes.sent('cookieNotice'), active: checked }, () => setActive(!checked));
  };
  const saveTexts = () => {
    if (titleError || messageError) return;
    void writes.writeUserSettings('cookieNotice', 'cookieNotice', { ...writes.sent('cookieNotice'), active, title, gdprMessageHtml: message });
  };

  return (
    <SettingsSection title={text.cookieNotice} refusal={writes.refusal('cookieNotice')}>
      <ToggleField label={text.active} value={active} onChange={toggle} />
      <LineField label={text.cookieTitle} value={title} onChange={setTitle} error={titleError} />
      <RichTextField label={text.gdprMessage} value={message} onChange={setMessage} labels={richText} />
      {messageError && <p className={workbench.fieldError}>{messageError}</p>}
      <SaveButton label={text.save} onSave={saveTexts} />
    </SettingsSection>
  );
}
