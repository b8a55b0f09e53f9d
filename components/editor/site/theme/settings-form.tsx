import { useId, useState } from 'react';
import { ConfirmDialog } from '../../confirm-dialog';
import { fill } from '../../labels';
import type { SiteSave } from '../use-site-save';
import type { ThemeLabels } from './labels';
import { SettingField } from './setting-field';
import { lowTextContrast } from './theme-colours';
import type { ActiveThemeStyle } from './theme-types';
import { useThemeSettings } from './use-theme-settings';
import styles from './theme-module.module.css';

interface Props {
  style: ActiveThemeStyle;
  /** The shop's slug, which the stylesheet's address carries. */
  shop: string;
  labels: ThemeLabels;
  save: SiteSave;
  headingLevel: 'h2' | 'h3';
}

/**
 * "Theme settings": a field per setting of the active style's theme, previewed on the page as the
 * owner changes it and saved shortly after; "Reset to defaults" asks first.
 */
export function SettingsForm({ style, shop, labels, save, headingLevel: Heading }: Props) {
  const { text, language } = labels;
  const editor = useThemeSettings(style, shop, save);
  const [askingReset, setAskingReset] = useState(false);
  const headingId = useId();
  return (
    <section className={styles.settings} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>{text.themeSettings}</Heading>
      <p className={styles.styleName}>{style.themeTitle} · {style.title}</p>
      <p role="alert" className={styles.notice} hidden={!editor.changedElsewhere}>{editor.changedElsewhere && text.changedElsewhere}</p>
      {style.contentImageWidth !== undefined && (
        <dl className={styles.facts}>
          <dt>{text.recommendedImageWidth}</dt>
          <dd>{fill(text.pixels, { width: new Intl.NumberFormat(language).format(style.contentImageWidth) })}</dd>
        </dl>
      )}
      {style.schema.settings.map((setting) => (
        <SettingField key={setting.key} setting={setting} value={editor.values[setting.key]} invalid={editor.invalid.has(setting.key)}
          lowContrast={setting.type === 'color' ? lowTextContrast(setting.key, style.schema, editor.values) : null}
          onChange={(value) => editor.change(setting.key, value)} labels={labels} />
      ))}
      <button type="button" onClick={() => setAskingReset(true)}>{text.resetToDefaults}</button>
      {askingReset && (
        <ConfirmDialog question={fill(text.resetQuestion, { style: style.title })} confirm={text.reset} cancel={text.cancel}
          onConfirm={editor.resetToDefaults} onClose={() => setAskingReset(false)} />
      )}
    </section>
  );
}
