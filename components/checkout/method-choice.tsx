'use client';

import styles from './checkout.module.css';

export interface MethodOption {
  id: string;
  name: string;
  description: string;
  /** What choosing it costs, already formatted ('Free', '€4.90'). */
  price: string;
  note?: string;
}

interface MethodChoiceProps {
  name: string;
  legend: string;
  options: MethodOption[];
  value: string | null;
  onChange: (id: string) => void;
  error?: string;
}

/** A radio group of shipping or payment methods, each with its description and price. */
export function MethodChoice({ name, legend, options, value, onChange, error }: MethodChoiceProps) {
  return (
    <fieldset className={styles.methods} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className={styles.method} data-selected={option.id === value || undefined}>
          <input type="radio" name={name} value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} />
          <span className={styles.methodText}>
            <span className={styles.methodName}>{option.name}</span>
            {option.description && <span className={styles.muted}>{option.description}</span>}
            {option.note && <span className={styles.muted}>{option.note}</span>}
          </span>
          <span className={styles.methodPrice}>{option.price}</span>
        </label>
      ))}
      {error && <p id={`${name}-error`} role="alert" className={styles.error}>{error}</p>}
    </fieldset>
  );
}
