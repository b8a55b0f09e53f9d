'use client';

import { useState } from 'react';
import { SHOP_SETTING_TEXT_MAX } from '@/lib/contract/limits';
import { LineField } from '../../fields/basic-fields';
import { ImageField } from '../../fields/image-field';
import type { WorkbenchLabels } from '../../labels';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/**
 * The shop's title and email, saved on "Save", and its favicon, saved once uploaded or removed (an
 * upload of the shop's own: the server takes no other address).
 */
export function ShopDetailsSection({ title, email, faviconUrl, text, validation, ui, writes }: {
  title: string; email: string; faviconUrl: string | null; text: ShopSettingsText; validation: ValidationText;
  ui: WorkbenchLabels['ui']; writes: ShopWrites;
}) {
  const [draft, setDraft] = useState({ title, email });
  const [favicon, setFavicon] = useState(faviconUrl);
  const titleError = draft.title.trim() ? lengthError(draft.title, SHOP_SETTING_TEXT_MAX, validation) : text.titleRequired;

  const save = () => {
    if (!titleError) void writes.write('details', { title: draft.title, email: draft.email.trim() });
  };
  const changeFavicon = (src: string) => {
    const before = favicon;
    const next = src || null;
    setFavicon(next);
    void writes.write('details', { faviconUrl: next }, () => setFavicon(before));
  };

  return (
    <SettingsSection title={text.shopDetails} refusal={writes.refusal('details')}>
      <LineField label={text.shopTitle} value={draft.title} error={titleError} onChange={(value) => setDraft({ ...draft, title: value })} />
      <LineField label={text.email} value={draft.email} onChange={(value) => setDraft({ ...draft, email: value })} />
      <SaveButton label={text.save} onSave={save} />
      <ImageField label={text.favicon} image={{ src: favicon ?? '' }} alt={text.faviconAlt} ui={ui} onChange={(image) => changeFavicon(image.src)} />
    </SettingsSection>
  );
}
