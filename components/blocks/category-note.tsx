import { useTranslations } from 'next-intl';
import styles from './category-note.module.css';

/**
 * What a category block or swiper without products shows in the editor (spec section 2): why it is
 * empty, and a button to choose the category. A click inside a block on the canvas selects the block
 * and opens its settings, so the button needs no code of its own; `data-focus-field` tells the
 * settings panel which field to focus then.
 */
export function CategoryNote({ categoryId }: { categoryId: string }) {
  const t = useTranslations('Blocks');
  return (
    <div className={styles.note} role="note">
      <p>{t(categoryId ? 'categoryEmpty' : 'categoryUnset')}</p>
      <button type="button" data-focus-field="categoryId">{t('selectCategory')}</button>
    </div>
  );
}
