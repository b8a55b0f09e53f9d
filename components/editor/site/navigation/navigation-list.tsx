'use client';

import { useSortable } from '@dnd-kit/sortable';
import { useId, useMemo } from 'react';
import { listName, type NavigationLabels } from './labels';
import { rowId, useDropMark } from './navigation-drag';
import { EntryRows, type EntryActions } from './navigation-entry';
import { flattenMenu, type Menu, type NavigationTrees } from './navigation-tree';
import styles from './navigation-module.module.css';

/** A menu's heading, where an entry is dropped to go first in it: how an empty footer fills. */
function MenuHeading({ id, menu, name }: { id: string; menu: Menu; name: string }) {
  const target = rowId(menu, null);
  const { setNodeRef } = useSortable({ id: target, disabled: { draggable: true } });
  const mark = useDropMark();
  return <h3 ref={setNodeRef} id={id} className={styles.menuHeading} data-drop={mark?.id === target ? 'after' : undefined}>{name}</h3>;
}

interface Props extends EntryActions {
  menu: Menu;
  trees: NavigationTrees;
  labels: NavigationLabels;
}

/** One menu, "Main navigation" or "Footer", as a tree of entries. */
export function NavigationList({ menu, trees, labels, onMove, onVisible }: Props) {
  const entries = trees[menu];
  const infos = useMemo(() => new Map(flattenMenu(entries).map((info) => [info.entry.key, info])), [entries]);
  const headingId = useId();
  return (
    <section className={styles.menu} aria-labelledby={headingId}>
      <MenuHeading id={headingId} menu={menu} name={listName(labels, menu)} />
      {entries.length > 0
        ? <EntryRows entries={entries} menu={menu} infos={infos} trees={trees} labels={labels} inDragged={false} onMove={onMove} onVisible={onVisible} />
        : <p className={styles.empty}>{labels.empty}</p>}
    </section>
  );
}
