import { useTranslations } from 'next-intl';
import styles from './view.module.css';

/** An image block without a picture, in the editor only: a box to select and fill (spec section 4). */
export function ImagePlaceholder() {
  const t = useTranslations('Blocks');
  return <div className={styles.placeholder}>{t('imagePlaceholder')}</div>;
}
