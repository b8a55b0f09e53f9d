'use client';

import { useState } from 'react';
import type { ShopUserSettings } from '@/lib/schemas/shop-settings';
import type { ShopSettingsText } from './labels';
import { moveItem } from './list-moves';
import type { LogoChoice } from './logo-choices';
import { MoveButtons } from './move-buttons';
import { SettingsSection } from './settings-section';
import styles from './shop-settings.module.css';
import type { ShopWrites } from './use-shop-writes';

type LogoSet = 'paymentLogos' | 'shippingLogos';

/** The payment or shipping logos of the footer: a ticked logo shows, in the list's order; each change saves at once. */
export function LogosSection({ set, title, logos, text, writes }: {
  set: LogoSet; title: string; logos: LogoChoice[]; text: ShopSettingsText; writes: ShopWrites;
}) {
  const [choices, setChoices] = useState(logos);

  const saveNow = (next: LogoChoice[]) => {
    const before = choices;
    setChoices(next);
    const stored: ShopUserSettings[LogoSet] = next.map(({ id, filename, active }) => ({ id, filename, active }));
    void writes.writeUserSettings(set, set, stored, () => setChoices(before));
  };

  return (
    <SettingsSection title={title} refusal={writes.refusal(set)}>
      <p className={styles.hint}>{text.logosHint}</p>
      <ol className={styles.rows}>
        {choices.map((logo, index) => (
          <li key={logo.id} className={styles.logoRow}>
            <label className={styles.rowToggle}>
              <input type="checkbox" checked={logo.active}
                onChange={(event) => {
                  const active = event.currentTarget.checked;
                  saveNow(choices.map((choice) => (choice.id === logo.id ? { ...choice, active } : choice)));
                }} /> {logo.name}
            </label>
            <span className={styles.rowActions}>
              <MoveButtons name={logo.name} index={index} count={choices.length} text={text} onMove={(step) => saveNow(moveItem(choices, index, step))} />
            </span>
          </li>
        ))}
      </ol>
    </SettingsSection>
  );
}
