'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Menu } from './entries';
import type { PagesTexts } from './labels';
import styles from './pages.module.css';

/**
 * The frame of the page manager's forms: named for assistive technology, the first field focused on
 * opening, the first refused field focused after a refusal, Escape or Cancel closes it. A refused
 * save keeps everything typed.
 */
export function EntryForm({ id, name, submit, cancel, busy, refusals, notice = null, onSubmit, onCancel, children }: {
  id?: string; name: string; submit: string; cancel: string; busy: boolean;
  /** How many times a save was refused: each refusal moves the focus to the first refused field. */
  refusals: number;
  /** Said above the fields (someone else saved first, and the form shows their values). */
  notice?: string | null;
  onSubmit: () => void; onCancel: () => void; children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return (
    <form ref={form} id={id} aria-label={name} className={styles.form} noValidate
      onSubmit={(event) => { event.preventDefault(); onSubmit(); }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}>
      <p role="alert" className={styles.notice} hidden={!notice}>{notice}</p>
      {children}
      <div className={styles.formActions}>
        <button type="submit" disabled={busy}>{submit}</button>
        <button type="button" onClick={onCancel}>{cancel}</button>
      </div>
    </form>
  );
}

/** Which menu a blank page is in (spec section 3, Page: navigation main or footer), or none. */
export function NavigationField({ texts, value, onChange }: { texts: PagesTexts; value: Menu | null; onChange: (menu: Menu | null) => void }) {
  const name = useId();
  const choices: [Menu | null, string][] = [['main', texts.mainNavigation], ['footer', texts.footer], [null, texts.notInNavigation]];
  return (
    <fieldset className={styles.choices}>
      <legend>{texts.navigation}</legend>
      {choices.map(([menu, label]) => (
        <label key={label}>
          <input type="radio" name={name} checked={value === menu} onChange={() => onChange(menu)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}
