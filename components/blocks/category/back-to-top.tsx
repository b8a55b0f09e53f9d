'use client';

import { useEffect, useState, type RefObject } from 'react';
import styles from './view.module.css';

/** Appears once the shopper has scrolled past the top of the listing, and takes them (and focus) back there. */
export function BackToListTop({ target, label }: { target: RefObject<HTMLElement | null>; label: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => {
      const box = target.current?.getBoundingClientRect();
      setVisible(Boolean(box && box.top < 0 && box.bottom > window.innerHeight / 2));
    };
    window.addEventListener('scroll', update, { passive: true });
    update();
    return () => window.removeEventListener('scroll', update);
  }, [target]);
  if (!visible) return null;
  const back = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    target.current?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.up} onClick={back} aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" /></svg>
    </button>
  );
}
