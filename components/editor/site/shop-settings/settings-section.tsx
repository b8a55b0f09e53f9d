'use client';

import { useId, type ReactNode } from 'react';
import styles from './shop-settings.module.css';

/**
 * One section of the shop settings: its heading, its fields, and why its last change was refused. The
 * refusal's live region is always there, so that filling it is announced.
 */
export function SettingsSection({ title, refusal, children }: { title: string; refusal: string | undefined; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionHeading}>{title}</h3>
      {children}
      <p role="alert" className={styles.refusal} hidden={!refusal}>{refusal}</p>
    </section>
  );
}

/** The "Save" of a section's texts; checkboxes and the buttons of a list save at once. */
export function SaveButton({ label, onSave }: { label: string; onSave: () => void }) {
  return <button type="button" className={styles.save} onClick={onSave}>{label}</button>;
}
