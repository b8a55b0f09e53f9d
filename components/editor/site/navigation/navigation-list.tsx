'use client';

import { useId, useMemo } from 'react';
import { useTreeDropTarget } from '../../tree/tree-drag';
import { listName, type NavigationLabels } from './labels';
import { rowId } from './navigation-drop';
import { EntryRows, type EntryActions } from './navigation-entry';
import { flattenMenu, type Menu, type NavigationTrees } from './navigation-tree';
import styles from './navigation-module.module.css';

/** A menu's heading, where an entry is dropped to go first in it: how an empty footer fills. */
function MenuHeading({ id, menu, name }: { id: string; menu: Menu; name: string }) {
  const { ref, drop } = useTreeDropTarget(rowId(menu, null));
  return <h3 ref={ref} id={id} className={styles.menuHeading} data-drop={drop?.side}>{name}</h3>;
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
        ? <EntryRows entries={entries} menu={menu} infos={infos} trees={trees} labels={labels} onMove={onMove} onVisible={onVisible} />
        : <p className={styles.empty}>{labels.empty}</p>}
    </section>
  );
}
