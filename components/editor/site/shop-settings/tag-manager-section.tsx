'use client';

import { useState } from 'react';
import { TAG_MANAGER_ID_PATTERN } from '@/lib/contract/limits';
import { LineField } from '../../fields/basic-fields';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/**
 * The shop's Google Tag Manager container: its id (GTM-XXXXXXX, written as Tag Manager shows it; empty for
 * none). Shoppers' pages load it only after they accepted cookies.
 */
export function TagManagerSection({ containerId, text, writes }: { containerId: string | null; text: ShopSettingsText; writes: ShopWrites }) {
  const [value, setValue] = useState(containerId ?? '');
  const id = value.trim().toUpperCase();
  const error = id === '' || TAG_MANAGER_ID_PATTERN.test(id) ? null : text.tagManagerInvalid;
  const save = () => {
    if (!error) void writes.writeUserSettings('tagManager', 'tagManager', { containerId: id || null });
  };
  return (
    <SettingsSection title={text.tagManager} refusal={writes.refusal('tagManager')}>
      <LineField label={text.tagManagerId} value={value} onChange={setValue} error={error} hint={text.tagManagerHint} />
      <SaveButton label={text.save} onSave={save} />
    </SettingsSection>
  );
}
