'use client';

import type { ShopSettingsText } from './labels';
import { ToggleSection } from './toggle-section';
import type { ShopWrites } from './use-shop-writes';

/** Whether an add to cart goes on to the cart page (spec section 4: optional), saved at once like "Shop closed". */
export function AddToCartSection({ redirectToCart, text, writes }: { redirectToCart: boolean; text: ShopSettingsText; writes: ShopWrites }) {
  return (
    <ToggleSection title={text.addToCart} label={text.redirectToCart} note={text.redirectToCartNote} checked={redirectToCart}
      refusal={writes.refusal('addToCart')}
      save={(checked, restore) => void writes.writeUserSettings('addToCart', 'addToCart', { redirectToCart: checked }, restore)} />
  );
}
