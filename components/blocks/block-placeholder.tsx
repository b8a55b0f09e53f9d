import { useTranslations } from 'next-intl';
import styles from './block-placeholder.module.css';

/**
 * What an empty block shows on the editor's canvas only (never to shoppers): an image without its picture,
 * a text without words, a layout's empty column. A box in the page's place that says what is missing, so
 * that the block can be seen and clicked there rather than only reached through Layers (spec section 4).
 */
export function BlockPlaceholder({ text, compact = false }: { text: 'imagePlaceholder' | 'textPlaceholder' | 'columnPlaceholder'; compact?: boolean }) {
  const t = useTranslations('Blocks');
  return <div className={compact ? `${styles.placeholder} ${styles.compact}` : styles.placeholder} data-block-placeholder="">{t(text)}</div>;
}
