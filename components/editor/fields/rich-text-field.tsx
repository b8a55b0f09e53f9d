'use client';

import type { RichTextTextKey } from '../labels';
import { RichText } from './rich-text';
import styles from './rich-text.module.css';

/** A block's rich text in the settings: its name, a formatting toolbar and the text; each change is `onChange`d as HTML. */
export function RichTextField({ label, value, onChange, labels }: {
  label: string; value: string; onChange(html: string): void; labels: Record<RichTextTextKey, string>;
}) {
  // The text box carries the name itself; the heading above it only shows it.
  return (
    <div className={styles.fieldGroup}>
      <span className={styles.label} aria-hidden="true">{label}</span>
      <RichText label={label} value={value} onChange={onChange} labels={labels} />
    </div>
  );
}
