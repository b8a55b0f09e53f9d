'use client';

import { useState } from 'react';
import { backOfficeOriginOf, originOf } from '@/lib/schemas/shop-address';
import { LineField, MultilineField } from '../../fields/basic-fields';
import { fill } from '../../labels';
import type { ShopSettingsText } from './labels';
import { SaveButton, SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/** The lines of the back-office list that hold something: one origin each. */
const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

/**
 * The shop's public address, which every absolute link is built on (canonical, sitemap, mails), and the
 * back offices that may frame the editor, saved together on "Save". Checked here as the server checks
 * them (lib/schemas/shop-address.ts), so that the owner reads why in their language before sending.
 */
export function AddressSection({ baseUrl, backOfficeOrigins, text, writes }: {
  baseUrl: string; backOfficeOrigins: string[]; text: ShopSettingsText; writes: ShopWrites;
}) {
  const [address, setAddress] = useState(baseUrl);
  const [backOffices, setBackOffices] = useState(backOfficeOrigins.join('\n'));
  const addressError = 'error' in originOf(address) ? text.shopAddressInvalid : undefined;
  const wrongBackOffice = linesOf(backOffices).find((line) => 'error' in backOfficeOriginOf(line));
  const backOfficesError = wrongBackOffice === undefined ? undefined : fill(text.backOfficeInvalid, { text: wrongBackOffice });

  const save = () => {
    if (addressError || backOfficesError) return;
    void writes.write('address', { baseUrl: address.trim(), backOfficeOrigins: [...new Set(linesOf(backOffices))] });
  };
  return (
    <SettingsSection title={text.shopAddress} refusal={writes.refusal('address')}>
      <LineField label={text.shopAddress} value={address} error={addressError} hint={text.shopAddressHint} onChange={setAddress} />
      <MultilineField label={text.backOffices} value={backOffices} error={backOfficesError} hint={text.backOfficesHint} rows={3} onChange={setBackOffices} />
      <SaveButton label={text.save} onSave={save} />
    </SettingsSection>
  );
}
