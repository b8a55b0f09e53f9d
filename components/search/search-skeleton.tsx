import { useTranslations } from 'next-intl';
import styles from './search.module.css';

/** The heading and placeholder tiles: the cached page's fallback, and the island's while results load. */
export function SearchSkeleton({ title, tiles = 8 }: { title?: string; tiles?: number }) {
  const t = useTranslations('Search');
  return (
    <div className={styles.search}>
      <h1>{title ?? t('title')}</h1>
      <p className={styles.count}>{t('loading')}</p>
      <ul className={`product-grid ${styles.skeleton}`} aria-hidden="true">
        {Array.from({ length: tiles }, (_, index) => (
          <li key={index}><span className={styles.tileImage} /><span className={styles.tileLine} /><span className={styles.tileLineShort} /></li>
        ))}
      </ul>
    </div>
  );
}
