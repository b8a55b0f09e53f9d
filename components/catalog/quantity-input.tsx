'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';

import { acceptsQuantityDraft, clampQuantity, commitQuantityDraft, DEFAULT_QUANTITY } from '@/lib/catalog/quantity-input';
import styles from './quantity-input.module.css';
import { MAX_LINE_QUANTITY } from '@/lib/contract/limits';

export interface QuantityInputProps {
  /** The committed quantity. */
  value: number;
  /** Called with a new, valid quantity when the shopper commits one (blur, Enter or a step button). */
  onChange: (quantity: number) => void;
  /** Visible label; with `hideLabel` it only names the input for assistive technology. */
  label: string;
  hideLabel?: boolean;
  min?: number;
  max?: number;
  /** Nothing to choose (a sold-out product, before the page is interactive). */
  disabled?: boolean;
  /**
   * True while an update runs (spec section 5): the field and its buttons take no input but keep focus,
   * so a shopper stepping with the keyboard stays where they were (a disabled control drops it to the page).
   */
  busy?: boolean;
  id?: string;
  /** The field's name and its description as a parameter of the form's WebMCP tool (lib/agents/webmcp.ts). */
  tool?: { name: string; toolparamdescription: string };
}

/**
 * A quantity field with step buttons following the rules of spec section 5: digits only, no leading
 * zero above a minimum of 0, empty reverts on blur, clamped to the bounds, Enter commits. A step button
 * at its bound is marked unavailable (aria-disabled) rather than disabled, for the same reason as `busy`.
 */
export function QuantityInput({
  value, onChange, label, hideLabel = false, min = DEFAULT_QUANTITY, max = MAX_LINE_QUANTITY, disabled = false, busy = false, id, tool,
}: QuantityInputProps) {
  const t = useTranslations('QuantityInput');
  const ownId = useId();
  const inputId = id ?? ownId;
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A quantity changed from outside (reset after adding, server answer) replaces the draft.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  const commit = (quantity: number) => {
    if (busy) return;
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const commitDraft = () => commit(commitQuantityDraft(draft, value, { min, max }));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter commits the quantity; it must not also submit a surrounding form.
    event.preventDefault();
    commitDraft();
  };

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>{label}</label>
      <div className={styles.control}>
        <button type="button" className={styles.step} aria-label={t('decrease')} aria-controls={inputId}
          disabled={disabled} aria-disabled={busy || value <= min || undefined} onClick={() => commit(clampQuantity(value - 1, { min, max }))}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          {...tool}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          readOnly={busy}
          aria-disabled={busy || undefined}
          onChange={(event) => {
            if (acceptsQuantityDraft(event.target.value, { min })) setDraft(event.target.value);
          }}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.step} aria-label={t('increase')} aria-controls={inputId}
          disabled={disabled} aria-disabled={busy || value >= max || undefined} onClick={() => commit(clampQuantity(value + 1, { min, max }))}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
