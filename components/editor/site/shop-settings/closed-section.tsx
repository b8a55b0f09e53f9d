'use client';

import type { ShopSettingsText } from './labels';
import { ToggleSection } from './toggle-section';
import type { ShopWrites } from './use-shop-writes';

/** "Shop closed", saved at once; the note says who sees the closed page (spec section 2: beyond shops' shoppers only). */
export function ClosedSection({ isClosed, text, writes }: { isClosed: boolean; text: ShopSettingsText; writes: ShopWrites }) {
  return (
    <ToggleSection title={text.shopClosed} label={text.shopClosed} note={text.closedNote} checked={isClosed} refusal={writes.refusal('closed')}
      save={(checked, restore) => void writes.write('closed', { isClosed: checked }, restore)} />
  );
}
