'use client';

import { useEffect } from 'react';
import { HEADER_POPUPS } from './header-popup-group';

const openPopup = () => document.querySelector<HTMLDetailsElement>(`details[name="${HEADER_POPUPS}"][open]`);

/**
 * Closes the header's open pop-up as a menu closes: Escape inside it (focus back on its summary), a click
 * or focus anywhere else. A progressive enhancement, so it renders nothing: without JavaScript the
 * disclosures still open and close by their summaries, one at a time (their shared `name`).
 */
export function HeaderPopupDismissal() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const popup = openPopup();
      if (event.key !== 'Escape' || !popup?.contains(document.activeElement)) return;
      popup.open = false;
      popup.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      const popup = openPopup();
      if (popup && !popup.contains(event.target as Node)) popup.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);
  return null;
}
