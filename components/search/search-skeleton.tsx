import { useTranslations } from 'next-intl';
import styles from './search.module.css';

const TILES = 8;

/**
 * The heading and placeholder tiles while the results island loads a search it has nothing to show for
 * yet (the page brings the results of its address; this covers one the server left to the browser).
 */
export function SearchSkeleton({ title }: { title: string }) {
  const t = useTranslations('Search');
  return (
    <div className={styles.search}>
      <h1>{title}</h1>
      <p className={styles.count}>{t('loading')}</p>
      <ul className={`product-grid ${styles.skeleton}`} aria-hidden="true">
        {Array.from({ length: TILES }, (_, index) => (
          <li key={index}><span className={styles.tileImage} /><span className={styles.tileLine} /><span className={styles.tileLineShort} /></li>
        ))}
      </ul>
    </div>
  );
}
