'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-paint';
import styles from './back-to-top.module.css';

/** Scrolled this far, the button appears. */
const SHOW_AFTER_PX = 600;

/** A button that scrolls smoothly back to the top once the shopper has scrolled down (spec section 2). */
export function BackToTop() {
  const t = useTranslations('Shell');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(check);
    };
    // A page loaded scrolled down (a reload, a #fragment) shows the button; read after the first paint, not
    // in the frame hydration just changed.
    const cancelFirst = afterNextPaint(check);
    window.addEventListener('scroll', update, { passive: true });
    return () => { cancelFirst(); cancelAnimationFrame(frame); window.removeEventListener('scroll', update); };
  }, []);

  function toTop() {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the page, not from a button that disappears.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  }

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} onClick={toTop} aria-label={t('backToTop')} title={t('backToTop')}>
      <span className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
