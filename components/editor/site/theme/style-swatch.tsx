import type { CSSProperties } from 'react';
import type { ThemeSettings, ThemeSettingsSchema } from '@/lib/schemas/theme';
import styles from './theme-module.module.css';
import { swatchColours } from './theme-colours';

/**
 * A style's picture, drawn from its own colours (themes ship no images): a page with a bar, a line of
 * text and a button. Hidden from assistive technology: the style's title beside it names the style.
 */
export function StyleSwatch({ schema, settings }: { schema: ThemeSettingsSchema; settings: ThemeSettings }) {
  const { background, text, accents } = swatchColours(schema, settings);
  const colours = {
    '--swatch-background': background, '--swatch-text': text, '--swatch-bar': accents[0], '--swatch-button': accents[1] ?? accents[0],
  } as CSSProperties;
  return (
    <span className={styles.swatch} style={colours} aria-hidden="true">
      <span className={styles.swatchBar} />
      <span className={styles.swatchText}>Aa</span>
      <span className={styles.swatchButton} />
    </span>
  );
}
