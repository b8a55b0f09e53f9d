'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import styles from './search.module.css';

/** A button back to the top that shows once the toolbar has scrolled out of view (spec section 2). */
export function ScrollToTop({ toolbar }: { toolbar: RefObject<HTMLElement | null> }) {
  const t = useTranslations('Listing');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = toolbar.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Only when the toolbar is above the viewport: below it the shopper has not scrolled down yet.
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [toolbar]);
  if (!visible) return null;
  return (
    <button type="button" className={styles.toTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <span aria-hidden="true">↑</span> {t('backToTop')}
    </button>
  );
}
