'use client';

import { useId, useMemo } from 'react';
import { useEditor } from '../editor-store-context';
import { fill, type WorkbenchLabels } from '../labels';
import type { PresentEditor } from '../state/store';
import { useTakeOver } from './use-presence';
import styles from '../workbench.module.css';

/** An owner's initials, from the email's name part ("ada.lovelace@…" is "AL"): owners have no other name. */
export function initialsOf(email: string): string {
  const parts = (email.split('@')[0] ?? '').split(/[._+-]+/).filter(Boolean);
  return parts.slice(0, 2).map((part) => part[0]!.toUpperCase()).join('') || '?';
}

/** The other editors by owner (one owner's tabs are one person), each since its first tab opened the page. */
function byOwner(editors: readonly PresentEditor[]): PresentEditor[] {
  const first = new Map<string, PresentEditor>();
  for (const editor of editors) {
    const seen = first.get(editor.email);
    if (!seen || editor.since < seen.since) first.set(editor.email, editor);
  }
  return [...first.values()];
}

/**
 * Who else edits the open page, in the top bar: each owner's initials in a circle, named with since
 * when ("ada@shop.test, editing since 14:05"), and "Take over". Nothing while this owner is alone.
 */
export function PresenceBar({ ui, lang }: { ui: WorkbenchLabels['ui']; lang: string }) {
  const editors = useEditor((s) => s.presentEditors);
  const { takeOver, taking } = useTakeOver();
  const hintId = useId();
  // In the owner's language (`lang`, the labels'), as every time of the editor: the page's may be another.
  const time = useMemo(() => new Intl.DateTimeFormat(lang, { timeStyle: 'short' }), [lang]);
  const owners = useMemo(() => byOwner(editors), [editors]);
  if (owners.length === 0) return null;
  return (
    <div className={styles.presence} role="group" aria-label={ui.presence}>
      <ul className={styles.avatars}>
        {owners.map((editor) => {
          const label = fill(ui.editingSince, { owner: editor.email, time: time.format(new Date(editor.since)) });
          return (
            <li key={editor.email} className={styles.avatar} title={label}>
              <span aria-hidden="true">{initialsOf(editor.email)}</span>
              <span className="visually-hidden">{label}</span>
            </li>
          );
        })}
      </ul>
      <button type="button" onClick={() => void takeOver()} disabled={taking} aria-describedby={hintId}>{ui.takeOver}</button>
      <span id={hintId} hidden>{fill(ui.takeOverHint, { owners: owners.map((editor) => editor.email).join(', ') })}</span>
    </div>
  );
}

/**
 * Told at once when another owner took the page over from this editor: who and when, that nothing is
 * saved any more and where the unsaved changes are kept; "Take over" takes the page back.
 */
export function TakenOverBar({ ui, lang }: { ui: WorkbenchLabels['ui']; lang: string }) {
  const takeover = useEditor((s) => s.takeover);
  const { takeOver, taking } = useTakeOver();
  if (!takeover) return null;
  const at = takeover.at ? new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(takeover.at)) : '';
  return (
    <div role="alert">
      <p>{fill(ui.takenOver, { owner: takeover.by ?? ui.anotherOwner, time: at })}</p>
      <button type="button" onClick={() => void takeOver()} disabled={taking}>{ui.takeOver}</button>
    </div>
  );
}
