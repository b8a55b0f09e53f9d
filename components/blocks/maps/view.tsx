import { useTranslations } from 'next-intl';
import { mapEmbedUrl } from '@/lib/blocks/map-embed';
import type { BlockViewProps } from '../types';
import styles from './view.module.css';

/** An embedded Google map, loaded when it scrolls near; nothing unless the owner pasted a map embed (spec section 5). */
export function MapsBlock({ block }: BlockViewProps<'maps'>) {
  const t = useTranslations('Blocks');
  const src = mapEmbedUrl(block.data.iframe) ?? mapEmbedUrl(block.data.src);
  if (!src) return null;
  return (
    <div className={styles.map}>
      <iframe src={src} title={block.data.title?.trim() || t('mapTitle')} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
    </div>
  );
}
