'use client';

import { useId } from 'react';
import { fill, type RichTextTextKey } from '../labels';
import styles from './rich-text.module.css';

/**
 * A text the rich text editor cannot show as it is: why, its raw HTML to edit, and the deliberate way
 * into the rich text editor, which keeps only what the editor can show.
 */
export function BrokenRichText({ label, value, onChange, labels, onEditAsRichText }: {
  label: string; value: string; onChange(html: string): void; labels: Record<RichTextTextKey, string>; onEditAsRichText(): void;
}) {
  const id = useId();
  return (
    <div className={styles.broken}>
      <p role="alert">{labels.cannotShow}</p>
      <label htmlFor={id}>{fill(labels.rawHtml, { label })}</label>
      <textarea id={id} rows={8} spellCheck={false} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      <button type="button" onClick={onEditAsRichText}>{labels.editAsRichText}</button>
    </div>
  );
}
