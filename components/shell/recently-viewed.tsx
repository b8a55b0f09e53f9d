'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { parseViewed, recentlyViewedKey, withViewed, type ViewedProduct } from '@/lib/recently-viewed';
import { useConsent } from './use-consent';
import styles from './recently-viewed.module.css';

// Storage events come from other tabs only: this page's own write is told here.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/**
 * "Recently viewed" under a product or the cart: links to the products this browser looked at, kept in
 * its localStorage only once the shopper accepted cookies (declining clears it: use-consent.ts). The
 * product page names its product to remember. The box has a fixed height from the server's HTML on, so
 * the list arriving after hydration moves nothing.
 */
export function RecentlyViewed({ shop, title, current }: { shop: string; title: string; current?: ViewedProduct }) {
  const { value: consent } = useConsent('inline');
  const key = recentlyViewedKey(shop);
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(key), () => null);
  const items = useMemo(() => (consent === '1' ? parseViewed(raw).filter((item) => item.id !== current?.id) : []), [consent, raw, current?.id]);

  useEffect(() => {
    if (consent !== '1' || !current) return;
    window.localStorage.setItem(key, JSON.stringify(withViewed(parseViewed(window.localStorage.getItem(key)), current)));
    listeners.forEach((listener) => listener());
  }, [consent, key, current]);

  return (
    <section className={styles.recent} aria-labelledby={items.length > 0 ? 'recently-viewed' : undefined}>
      {items.length > 0 && (
        <>
          <h2 id="recently-viewed" className={styles.title}>{title}</h2>
          <ul className={styles.list}>
            {items.map((item) => <li key={item.id}><a href={item.href}>{item.name}</a></li>)}
          </ul>
        </>
      )}
    </section>
  );
}
