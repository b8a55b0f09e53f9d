'use client';

import { useId, type ReactNode } from 'react';
import styles from '../workbench.module.css';

/** What every text-like field takes: its label, the text it shows, and what the owner types. */
interface TextFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Why the text shown is not taken; the input is marked invalid and described by it. */
  error?: string | null;
  /** What the field found or how it is used, under the input and describing it too. */
  hint?: ReactNode;
}

/** The input's id and its ARIA ties to the texts under it. */
function useFieldIds(error: string | null | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return {
    errorId, hintId,
    input: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/**
 * A label, its input and the texts under it. The error is read with the input rather than announced
 * (no role=alert): it changes with every keystroke, and the owner is looking at the field.
 */
function FieldFrame({ label, error, hint, ids, children }: {
  label: string; error?: string | null; hint?: ReactNode; ids: ReturnType<typeof useFieldIds>; children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={ids.input.id}>{label}</label>
      {children}
      {hint && <p id={ids.hintId} className={styles.hint}>{hint}</p>}
      {error && <p id={ids.errorId} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

/** One line of text: a headline, an id, a link. */
export function LineField({ label, value, onChange, error, hint }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <input type="text" {...ids.input} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </FieldFrame>
  );
}

/** Text over several lines: a paragraph, HTML, an embed code. */
export function MultilineField({ label, value, onChange, error, hint, rows = 6 }: TextFieldProps & { rows?: number }) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <textarea {...ids.input} rows={rows} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </FieldFrame>
  );
}

/** A number, kept as the text typed so that a half-typed or refused value stays in view. */
export function NumberField({ label, value, onChange, error, hint, min, max, step }: TextFieldProps & { min?: number; max?: number; step?: number }) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <input type="number" {...ids.input} min={min} max={max} step={step} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </FieldFrame>
  );
}

/** A checkbox; it has no error, as both of its states are valid. */
export function ToggleField({ label, value, onChange }: { label: string; value: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={value} onChange={(event) => onChange(event.currentTarget.checked)} /> {label}
    </label>
  );
}

/** One of a few choices, by its label; `value` is the chosen option's. */
export function SelectField({ label, value, options, onChange, error }: {
  label: string; value: string; options: { value: string; label: string }[]; onChange: (value: string) => void; error?: string | null;
}) {
  const ids = useFieldIds(error, null);
  return (
    <FieldFrame label={label} error={error} ids={ids}>
      <select {...ids.input} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </FieldFrame>
  );
}

/** A note about the block as a whole, above or between its fields. */
export function FieldNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
