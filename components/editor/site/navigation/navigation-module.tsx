'use client';

import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { fill } from '../../labels';
import { SaveStatus } from '../save-status';
import { placeText, refusalText, type NavigationLabels } from './labels';
import { NavigationDrag } from './navigation-drag';
import { rowId } from './navigation-drop';
import { NavigationList } from './navigation-list';
import { MENUS, type Menu, type NavigationEntry } from './navigation-tree';
import { moveEntry, otherMenu, setVisibility, type MoveOutcome, type NavigationMove } from './navigation-tree-moves';
import { useNavigationSave } from './use-navigation-save';
import styles from './navigation-module.module.css';

export interface NavigationModuleProps {
  /** The main navigation in the owner's view: hidden entries included. */
  main: NavigationEntry[];
  /** The footer navigation, flat, hidden entries included. */
  footer: NavigationEntry[];
  /** The texts of EditorNavigation in the owner's language. */
  labels: NavigationLabels;
  /** The navigation's version the menus are of (GET /navigation's ETag): the next save names it. */
  version: number;
}

/**
 * The editor's Navigation module: the main navigation and the footer as two trees, edited by drag and
 * drop and by each entry's buttons (up, down, in, out, into the other menu) and Visible toggle. Every
 * change is announced and saved at once; a failed save puts the menus back and says so. A page moved
 * between the menus gets its navigation (main or footer) from where it now is: the server derives it.
 */
export function NavigationModule({ main, footer, labels, version }: NavigationModuleProps) {
  const initial = useMemo(() => ({ main, footer }), [main, footer]);
  const { trees, status, restored, change } = useNavigationSave(initial, version);
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState('');
  const root = useRef<HTMLElement>(null);
  // The button a keyboard move was made with: the entry's row may be rendered anew elsewhere.
  const focusAfter = useRef<{ id: string; move: NavigationMove } | null>(null);
  const headingId = useId();

  const apply = useCallback((outcome: MoveOutcome | null, entry: NavigationEntry, to: Menu, move?: NavigationMove) => {
    if (!outcome) return;
    if ('refused' in outcome) {
      setRefusal(refusalText(labels, outcome.refused, entry.title, to));
      return;
    }
    setRefusal('');
    change(outcome.trees, outcome.changed);
    setAnnouncement(placeText(labels.moved, labels, entry.title, outcome.place));
    if (move) focusAfter.current = { id: rowId(outcome.place.menu, entry.key), move };
  }, [change, labels]);

  const onMove = useCallback((menu: Menu, entry: NavigationEntry, move: NavigationMove) => {
    apply(moveEntry(trees, menu, entry.key, move), entry, move === 'other-list' ? otherMenu(menu) : menu, move);
  }, [apply, trees]);

  const onVisible = useCallback((entry: NavigationEntry, isVisible: boolean) => {
    const next = setVisibility(trees, entry.key, isVisible);
    setRefusal('');
    change(next.trees, next.changed);
    setAnnouncement(fill(isVisible ? labels.nowVisible : labels.nowHidden, { name: entry.title }));
  }, [change, labels, trees]);

  useLayoutEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = null;
    const row = root.current?.querySelector(`[data-entry="${wanted.id}"]`);
    const same = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.move}"]`);
    // Where the same move is no longer possible (the entry is now first), the row's first possible one.
    const next = same && !same.disabled ? same : row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    next?.focus();
  }, [trees]);

  return (
    <section ref={root} className={styles.module} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>{labels.navigation}</h2>
        <SaveStatus status={status} saving={labels.saving} saved={labels.saved} />
      </div>
      <div role="alert" className={styles.alerts}>
        {restored && <p className={styles.notice}>{restored === 'failed' ? labels.restored : labels.changedElsewhere}</p>}
        {refusal && <p className={styles.notice}>{refusal}</p>}
      </div>
      <NavigationDrag trees={trees} labels={labels} onDrop={apply}>
        {MENUS.map((menu) => <NavigationList key={menu} menu={menu} trees={trees} labels={labels} onMove={onMove} onVisible={onVisible} />)}
      </NavigationDrag>
      <p className="visually-hidden" aria-live="polite">{announcement}</p>
    </section>
  );
}
