import type { BlockViewProps } from '../types';
import { BlockImage } from './block-image';
import { imageBlockSchema } from './schema';
import styles from './view.module.css';

/**
 * An image with optional overlay (headline, text, button), wrapped in a link when one is set; a link
 * that opens a new tab gets noopener (spec section 4).
 */
export function ImageBlock({ block }: BlockViewProps) {
  const parsed = imageBlockSchema.safeParse(block.data);
  // Content is validated on save; data that still does not fit renders nothing rather than breaking the page.
  if (!parsed.success || !parsed.data.src) return null;
  const data = parsed.data;
  // Without a link the button would lead nowhere, so it only shows on linked images.
  const button = data.link && data.buttonenabled && data.buttontext ? data.buttontext : null;
  const overlay = Boolean(data.headline || data.text || button);
  // Plain boxes rather than figure and figcaption: a link around a figure loses the image's alt text from its name.
  const content = (
    <div className={`block-image ${styles.figure}`}>
      <BlockImage src={data.src} alt={data.alt} width={data.width} height={data.height} />
      {overlay && (
        <div className={styles.overlay} style={{ ['--overlay-opacity' as string]: Math.max(data.overlayOpacity ?? 0, 0.45) }}>
          {data.headline && <strong className={styles.headline}>{data.headline}</strong>}
          {data.text && <span>{data.text}</span>}
          {button && <span className={`button ${styles.button}`}>{button}</span>}
        </div>
      )}
    </div>
  );
  if (!data.link) return content;
  return data.opentab
    ? <a className={styles.link} href={data.link} target="_blank" rel="noopener noreferrer">{content}</a>
    : <a className={styles.link} href={data.link}>{content}</a>;
}
