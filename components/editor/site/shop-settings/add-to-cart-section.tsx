'use client';

import { useId, useState } from 'react';
import workbench from '../../workbench.module.css';
import type { ShopSettingsText } from './labels';
import { SettingsSection } from './settings-section';
import type { ShopWrites } from './use-shop-writes';

/** Whether an add to cart goes on to the cart page (spec section 4: optional), saved at once like "Shop closed". */
export function AddToCartSection({ redirectToCart, text, writes }: { redirectToCart: boolean; text: ShopSettingsText; writes: ShopWrites }) {
  const [checked, setChecked] = useState(redirectToCart);
  const noteId = useId();
  const toggle = (next: boolean) => {
    setChecked(next);
    void writes.writeUserSettings('addToCart', 'addToCart', { redirectToCart: next }, () => setChecked(!next));
  };
  return (
    <SettingsSection title={text.addToCart} refusal={writes.refusal('addToCart')}>
      <label className={workbench.toggle}>
        <input type="checkbox" checked={checked} aria-describedby={noteId} onChange={(event) => toggle(event.currentTarget.checked)} /> {text.redirectToCart}
      </label>
      <p id={noteId} className={workbench.note}>{text.redirectToCartNote}</p>
    </SettingsSection>
  );
}
