'use client';

import { useState } from 'react';
import { SHOP_SETTING_HTML_MAX } from '@/lib/contract/limits';
import { MultilineField } from '../../fields/basic-fields';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/** The trust badge's snippet as its provider hands it out; the storefront sanitises it and waits for consent. */
export function TrustBadgeSection({ snippet, text, validation, writes }: {
  snippet: string; text: ShopSettingsText; validation: ValidationText; writes: ShopWrites;
}) {
  const [draft, setDraft] = useState(snippet);
  const error = lengthError(draft, SHOP_SETTING_HTML_MAX, validation);
  const save = () => {
    if (!error) void writes.writeUserSettings('trustBadge', 'trustedShopsBadge', { snippet: draft });
  };
  return (
    <SettingsSection title={text.trustBadge} refusal={writes.refusal('trustBadge')}>
      <MultilineField label={text.trustBadge} value={draft} onChange={setDraft} error={error} hint={text.trustBadgeHint} />
      <SaveButton label={text.save} onSave={save} />
    </SettingsSection>
  );
}
