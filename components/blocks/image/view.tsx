import type { CSSProperties } from 'react';
import { withLinkQuery } from '@/lib/routing/links';
import { valuesByDevice } from '@/lib/schemas/device-values';
import { safeHref } from '@/lib/schemas/link';
import { choicesByDevice, deviceChoiceClasses } from '../device-choices';
import type { BlockViewProps } from '../types';
import { BlockImage } from './block-image';
import { THEME_COLOURS, themeColour } from './colours';
import { cropVariables } from './crop-style';
import { BlockPlaceholder } from '../block-placeholder';
import styles from './view.module.css';

/** A button in one of the theme's colours, its text in the colour that reads on it. */
function buttonColours(index: number | undefined): CSSProperties | undefined {
  const background = themeColour(index);
  if (!background) return undefined;
  const text = THEME_COLOURS[index!] === 'surface' ? 'var(--color-text)' : 'var(--color-on-primary)';
  return { ['--button-background' as string]: background, ['--button-text' as string]: text };
}

/**
 * An image with optional overlay (headline, text, button), wrapped in a link when one is set; a link
 * that opens a new tab gets noopener (spec section 4).
 */
export function ImageBlock({ block, context }: BlockViewProps<'image'>) {
  const data = block.data;
  // Shoppers see nothing of an image block without a picture; the owner sees where it is.
  if (!data.src) return context.mode === 'editor' ? <BlockPlaceholder text="imagePlaceholder" /> : null;
  // Without a link the button would lead nowhere, so it only shows on linked images.
  const button = data.link && data.buttonenabled && data.buttontext ? data.buttontext : null;
  const overlay = Boolean(data.headline || data.text || button);
  // A crop is a share of the stored size; without one there is nothing to measure it against. Each
  // device's crop is a set of custom properties that CSS picks by the screen's width.
  const crop = data.width && data.height ? cropVariables(valuesByDevice(data.crop, data.devices, 'crop'), data.width, data.height) : null;
  // A fixed height per device is a class CSS applies at that device's widths; `auto` keeps the shape.
  const heights = deviceChoiceClasses(choicesByDevice(data.displayHeight, data.devices, 'displayHeight', 'auto'), 'auto', 'height', styles);
  // So is the overlay headline's size on the theme's type scale; `theme` keeps the overlay's own.
  const headlines = deviceChoiceClasses(choicesByDevice(data.headlineSize, data.devices, 'headlineSize', 'theme'), 'theme', 'headline', styles);
  const lead = block._id === context.leadImageBlockId;
  const image = <BlockImage src={data.src} alt={data.alt} width={data.width} height={data.height} eager={lead} priority={lead} />;
  // Plain boxes rather than figure and figcaption: a link around a figure loses the image's alt text from its name.
  const content = (
    <div className={['block-image', styles.figure, ...heights, ...headlines].join(' ')}>
      {crop ? <div className={styles.crop} style={crop}>{image}</div> : image}
      {overlay && (
        <div className={styles.overlay} style={{ ['--overlay-opacity' as string]: Math.max(data.overlayOpacity ?? 0, 0.45) }}>
          {data.headline && <strong className={styles.headline} style={{ color: themeColour(data.headlineColour) }}>{data.headline}</strong>}
          {data.text && <span style={{ color: themeColour(data.textColour) }}>{data.text}</span>}
          {button && <span className={`button ${styles.button}`} style={buttonColours(data.buttonColour)}>{button}</span>}
        </div>
      )}
    </div>
  );
  // Links are checked when saved; one stored before that rule is not rendered as a link. A link into the
  // shop keeps the page's shop and preview.
  const link = safeHref(data.link);
  if (!link) return content;
  const href = withLinkQuery(link, context.links);
  return data.opentab
    ? <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">{content}</a>
    : <a className={styles.link} href={href}>{content}</a>;
}
