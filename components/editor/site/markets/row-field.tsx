'use client';

interface Props {
  id: string;
  /** What the row's column heading would say ("Price in CHF"), shown above the field. */
  caption: string;
  /** The field's full name, with the row's ("Price of Mug in CHF"): what assistive technology reads. */
  label: string;
  value: string;
  /** What applies while the field is empty (the converted price, the shop's rate). */
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  onChange(value: string): void;
}

/** A decimal field of a price-list or tax-rate row: typed as the owner writes numbers, read by `parseScaled`. */
export function RowField({ id, caption, label, value, placeholder, invalid, describedBy, onChange }: Props) {
  return (
    <label htmlFor={id}>
      <span aria-hidden="true">{caption}</span>
      <input id={id} value={value} inputMode="decimal" placeholder={placeholder} aria-label={label}
        aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
