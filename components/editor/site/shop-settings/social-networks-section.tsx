'use client';

import { useEffect, useRef, useState } from 'react';
import { MAX_SOCIAL_NETWORKS, SOCIAL_NETWORK_NAME_MAX } from '@/lib/contract/limits';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import { LineField } from '../../fields/basic-fields';
import { isAcceptedLinkUrl } from '../../fields/rich-text-extensions';
import { fill } from '../../labels';
import { lengthError, type ValidationText } from './field-rules';
import type { ShopSettingsText } from './labels';
import { rowKey } from './list-moves';
import { SaveButton, SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';
import type { ShopWrites } from './use-shop-writes';

type SocialNetwork = NonNullable<ShopUserSettings['socialNetworks']>[number];
type Row = SocialNetwork & { key: string };

const isBlank = (row: Row) => !row.name.trim() && !row.url.trim();

/** Why a row cannot be saved, per field; a blank row is simply left out. */
function rowErrors(row: Row, text: ShopSettingsText, validation: ValidationText) {
  if (isBlank(row)) return { name: null, url: null };
  return {
    name: row.name.trim() ? lengthError(row.name, SOCIAL_NETWORK_NAME_MAX, validation) : text.nameRequired,
    // The links' rule of the rich text editor, which the server's (lib/schemas/link.ts) accepts too.
    url: isAcceptedLinkUrl(row.url.trim()) ? null : validation.link,
  };
}

const stored = (rows: Row[]): SocialNetwork[] => rows.filter((row) => !isBlank(row)).map((row) => ({ name: row.name.trim(), url: row.url.trim() }));

/**
 * The footer's links to social networks: name and URL (a safe link: http(s), mailto, tel or a path).
 * Removing saves at once when the rest is valid; names, URLs and new networks on "Save".
 */
export function SocialNetworksSection({ networks, text, validation, writes }: {
  networks: SocialNetwork[]; text: ShopSettingsText; validation: ValidationText; writes: ShopWrites;
}) {
  const [rows, setRows] = useState<Row[]>(() => networks.map((network) => ({ ...network, key: rowKey() })));
  // Errors show once the owner asks to save, not while a URL is half typed.
  const [checked, setChecked] = useState(false);
  const added = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const errors = rows.map((row) => rowErrors(row, text, validation));
  const valid = (candidate: Row[]) => candidate.every((row) => { const e = rowErrors(row, text, validation); return !e.name && !e.url; });
  const full = rows.length >= MAX_SOCIAL_NETWORKS;

  useEffect(() => {
    if (!added.current) return;
    list.current?.querySelector<HTMLInputElement>(`[data-row="${added.current}"] input`)?.focus();
    added.current = null;
  }, [rows]);

  const change = (index: number, patch: Partial<SocialNetwork>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    const key = rowKey();
    added.current = key;
    setRows([...rows, { key, name: '', url: '' }]);
  };
  const remove = (index: number) => {
    const before = rows;
    const next = rows.filter((_, i) => i !== index);
    setRows(next);
    if (valid(next)) void writes.writeUserSettings('socialNetworks', 'socialNetworks', stored(next), () => setRows(before));
  };
  const save = async () => {
    setChecked(true);
    if (!valid(rows)) return;
    if (await writes.writeUserSettings('socialNetworks', 'socialNetworks', stored(rows))) setChecked(false);
  };

  return (
    <SettingsSection title={text.socialNetworks} refusal={writes.refusal('socialNetworks')}>
      <ol ref={list} className={styles.rows}>
        {rows.map((row, index) => {
          const label = fill(text.socialNetwork, { number: index + 1 });
          return (
            <li key={row.key} data-row={row.key} className={styles.row}>
              <fieldset className={styles.group}>
                <legend>{label}</legend>
                <LineField label={text.name} value={row.name} error={checked ? errors[index]!.name : null} onChange={(name) => change(index, { name })} />
                <LineField label={text.url} value={row.url} error={checked ? errors[index]!.url : null} onChange={(url) => change(index, { url })} />
                <button type="button" aria-label={fill(text.itemAction, { action: text.remove, name: row.name.trim() || label })}
                  onClick={() => remove(index)}>{text.remove}</button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={styles.listActions}>
        <button type="button" onClick={add} disabled={full}>{text.addSocialNetwork}</button>
        <SaveButton label={text.save} onSave={() => void save()} />
      </div>
      {full && <p className={styles.hint}>{fill(text.socialNetworksFull, { max: MAX_SOCIAL_NETWORKS })}</p>}
    </SettingsSection>
  );
}
