'use client';

import { useId, useState } from 'react';
import workbench from '../../workbench.module.css';
import type { ShopSettingsText } from './labels';
import { SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/** "Shop closed", saved at once; the note says who sees the closed page (spec section 2: beyond shops' shoppers only). */
export function ClosedSection({ isClosed, text, writes }: { isClosed: boolean; text: ShopSettingsText; writes: ShopWrites }) {
  const [closed, setClosed] = useState(isClosed);
  const noteId = useId();
  const toggle = (checked: boolean) => {
    setClosed(checked);
    void writes.write('closed', { isClosed: checked }, () => setClosed(!checked));
  };
  return (
    <SettingsSection title={text.shopClosed} refusal={writes.refusal('closed')}>
      <label className={workbench.toggle}>
        <input type="checkbox" checked={closed} aria-describedby={noteId} onChange={(event) => toggle(event.currentTarget.checked)} /> {text.shopClosed}
      </label>
      <p id={noteId} className={workbench.note}>{text.closedNote}</p>
    </SettingsSection>
  );
}
