'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { hrefFor, type LinkContext } from '@/lib/routing/links';
import { fill } from '../../labels';
import type { CurrentDocument, Entry } from './entries';
import type { PagesTexts } from './labels';
import styles from './pages.module.css';

export type EntryAction = 'settings' | 'duplicate' | 'delete';

/** The form open in a list: which entry's (by key) and for what. */
export interface OpenForm {
  key: string;
  action: Exclude<EntryAction, 'delete'>;
}

interface ListProps {
  entries: readonly Entry[];
  /** Which list this is: a page may be in both menus, so keys are per list. */
  section: string;
  texts: PagesTexts;
  links: LinkContext;
  current?: CurrentDocument;
  open: OpenForm | null;
  /** The open form, rendered under its entry. */
  form: ReactNode;
  onAction: (action: EntryAction, entry: Entry, key: string, opener: HTMLElement) => void;
}

/** Whether an entry is the document open in the editor (legal pages are pages). */
export function isCurrent(entry: Entry, current: CurrentDocument | undefined): boolean {
  return current !== undefined && current.id === entry.id && (current.kind === 'category') === (entry.kind === 'category');
}

/** Entries as their menu nests them, each with its title, markers and buttons. */
export function EntryList(props: ListProps) {
  return (
    <ul className={styles.list}>
      {props.entries.map((entry) => <EntryRow key={`${entry.kind}:${entry.id}`} entry={entry} {...props} />)}
    </ul>
  );
}

function EntryRow({ entry, ...props }: ListProps & { entry: Entry }) {
  const { section, texts, links, current, open, form, onAction } = props;
  const key = `${section}:${entry.kind}:${entry.id}`;
  const here = isCurrent(entry, current);
  const named = (template: string) => fill(template, { title: entry.title });
  const button = (action: EntryAction, text: string, template: string) => (
    <button type="button" aria-label={named(template)} aria-expanded={action === 'delete' ? undefined : open?.key === key && open.action === action}
      onClick={(event) => onAction(action, entry, key, event.currentTarget)}>
      {text}
    </button>
  );
  return (
    <li className={styles.entry} data-current={here || undefined}>
      <div className={styles.entryHead}>
        <span className={styles.entryTitle}>{entry.title}</span>
        {entry.kind === 'category' && <span className={styles.marker}>{texts.category}</span>}
        {!entry.isVisible && <span className={`${styles.marker} ${styles.hidden}`}>{texts.hidden}</span>}
        {entry.kind !== 'legal' && !entry.isPublished && <span className={`${styles.marker} ${styles.hidden}`}>{texts.unpublished}</span>}
        {entry.kind === 'page' && entry.isPublished && entry.waiting && <span className={styles.marker}>{texts.changesToPublish}</span>}
      </div>
      <div className={styles.entryActions}>
        <Link href={hrefFor(entry.route, links)} aria-label={named(texts.openEntry)} aria-current={here ? 'page' : undefined}>{texts.open}</Link>
        {entry.kind === 'page' && button('duplicate', texts.duplicate, texts.duplicateEntry)}
        {button('settings', texts.settings, texts.settingsEntry)}
        {entry.kind === 'page' && button('delete', texts.delete, texts.deleteEntry)}
      </div>
      {open?.key === key && form}
      {entry.kind !== 'legal' && entry.children.length > 0 && <EntryList {...props} entries={entry.children} />}
    </li>
  );
}
