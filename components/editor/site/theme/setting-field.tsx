import { useId } from 'react';
import type { ThemeSettingsSchema } from '@/lib/schemas/theme';
import { ColourField } from './colour-field';
import type { ThemeLabels, ThemeTextKey } from './labels';
import styles from './theme-module.module.css';

type Setting = ThemeSettingsSchema['settings'][number];

interface Props {
  setting: Setting;
  value: string | boolean | number | undefined;
  /** The theme does not take the value as typed. */
  invalid: boolean;
  lowContrast: number | null;
  onChange: (value: string | boolean) => void;
  labels: ThemeLabels;
}

/** What `names` has for `key`; undefined for a key it lacks (its prototype's "constructor" included). */
const nameOf = <T,>(names: Readonly<Record<string, T>> | undefined, key: string): T | undefined => (names && Object.hasOwn(names, key) ? names[key] : undefined);

const INVALID: Partial<Record<Setting['type'], ThemeTextKey>> = { color: 'invalidColour', size: 'invalidSize', font: 'invalidFont' };

/**
 * A list of the setting's options, by their names in the owner's language where they have one, with the
 * current value first when the list lacks it (a font list typed elsewhere).
 */
function Choices({ options, value, names }: { options: string[]; value: string; names?: Readonly<Record<string, string>> }) {
  return (
    <>
      {!options.includes(value) && <option value={value}>{value}</option>}
      {options.map((option) => <option key={option} value={option}>{nameOf(names, option) ?? option}</option>)}
    </>
  );
}

/** One setting of the theme's settings schema, by its type: colour, font, size, choice or toggle; named in the owner's language where it can be. */
export function SettingField({ setting, value, invalid, lowContrast, onChange, labels }: Props) {
  const id = useId();
  const text = value === undefined || typeof value === 'boolean' ? '' : String(value);
  const label = nameOf(labels.settings.names, setting.key) ?? setting.label;
  if (setting.type === 'color') return <ColourField label={label} value={text} onChange={onChange} invalid={invalid}
    lowContrast={lowContrast} labels={labels} />;
  if (setting.type === 'boolean') {
    return (
      <label className={styles.toggle}>
        <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
    );
  }
  const options = setting.options ?? [];
  const error = invalid && INVALID[setting.type];
  const control = (setting.type === 'select' || (setting.type === 'font' && options.length > 0))
    ? <select id={id} value={text} onChange={(event) => onChange(event.target.value)}><Choices options={options} value={text} names={nameOf(labels.settings.options, setting.key)} /></select>
    : <input id={id} type="text" value={text} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid}
        aria-describedby={error ? `${id}-error` : undefined} spellCheck={false} autoComplete="off" />;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{labels.text[error]}</p>}
    </div>
  );
}
