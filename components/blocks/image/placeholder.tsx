import { getTranslations } from 'next-intl/server';
import styles from './view.module.css';

/** An image block without a picture, in the editor only: a box to select and fill (spec section 4). */
export async function ImagePlaceholder() {
  const t = await getTranslations('Blocks');
  return <div className={styles.placeholder}>{t('imagePlaceholder')}</div>;
}
