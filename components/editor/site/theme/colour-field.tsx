import { useId } from 'react';
import { isHexColour } from '@/lib/themes/contrast';
import { fill } from '../../labels';
import type { ThemeLabels } from './labels';
import { formatRatio } from './theme-colours';
import styles from './theme-module.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The code typed is no #rrggbb colour. */
  invalid: boolean;
  /** The colour's contrast with the style's text colours when it is too low to read (below 4.5:1). */
  lowContrast: number | null;
  labels: ThemeLabels;
}

/**
 * A colour setting: the browser's colour picker and the colour's hex code, both labelled with the
 * setting's label; a code that is no #rrggbb colour stays in its field, marked, and a colour that
 * text would not read well on is warned of.
 */
export function ColourField({ label, value, onChange, invalid, lowContrast, labels: { text, language } }: Props) {
  const id = useId();
  const described = [invalid && `${id}-error`, lowContrast !== null && `${id}-contrast`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-picker`}>{label}</label>
      <span className={styles.colourInputs}>
        <input id={`${id}-picker`} type="color" value={isHexColour(value) ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value)}
          aria-describedby={described} />
        <input type="text" value={value} onChange={(event) => onChange(event.target.value.trim())} aria-label={fill(text.hexCode, { label })}
          aria-invalid={invalid} aria-describedby={described} maxLength={7} spellCheck={false} autoComplete="off" className={styles.hex} />
      </span>
      {invalid && <p id={`${id}-error`} className={styles.fieldError}>{text.invalidColour}</p>}
      {lowContrast !== null && <p id={`${id}-contrast`} className={styles.warning}>{fill(text.lowContrast, { ratio: formatRatio(lowContrast, language) })}</p>}
    </div>
  );
}
