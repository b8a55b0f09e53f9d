'use client';

import { useId, type ReactNode } from 'react';
import type { RichTextTextKey } from '../labels';
import workbench from '../workbench.module.css';
import { RichText } from './rich-text';
import styles from './rich-text.module.css';

/**
 * A block's rich text in the settings: its name, a formatting toolbar and the text; each change is
 * `onChange`d as HTML. A hint under the text describes it.
 */
export function RichTextField({ label, value, onChange, labels, hint }: {
  label: string; value: string; onChange(html: string): void; labels: Record<RichTextTextKey, string>; hint?: ReactNode;
}) {
  const hintId = useId();
  // The text box carries the name itself; the heading above it only shows it.
  return (
    <div className={styles.fieldGroup}>
      <span className={styles.label} aria-hidden="true">{label}</span>
      <RichText label={label} value={value} onChange={onChange} labels={labels} describedBy={hint ? hintId : undefined} />
      {hint && <p id={hintId} className={workbench.hint}>{hint}</p>}
    </div>
  );
}
