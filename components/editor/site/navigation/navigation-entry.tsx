'use client';

import { useCallback, type CSSProperties } from 'react';
import { useTreeDraggable, useTreeDropTarget } from '../../tree/tree-drag';
import { refusalText, type NavigationLabels, type NavigationTextKey } from './labels';
import { INDENT_PX } from './navigation-drag';
import { rowId } from './navigation-drop';
import type { EntryInfo, Menu, NavigationEntry, NavigationTrees } from './navigation-tree';
import { moveCheck, otherMenu, type NavigationMove } from './navigation-tree-moves';
import styles from './navigation-module.module.css';

/** Each entry's move buttons, in the order shown, with their text and symbol. */
const MOVE_BUTTONS: { move: NavigationMove; text: (menu: Menu) => NavigationTextKey; symbol: (menu: Menu) => string }[] = [
  { move: 'up', text: () => 'moveUp', symbol: () => '↑' },
  { move: 'down', text: () => 'moveDown', symbol: () => '↓' },
  { move: 'out', text: () => 'moveOut', symbol: () => '←' },
  { move: 'in', text: () => 'moveIn', symbol: () => '→' },
  { move: 'other-list', text: (menu) => (menu === 'main' ? 'moveToFooter' : 'moveToMain'), symbol: (menu) => (menu === 'main' ? '⤓' : '⤒') },
];

export interface EntryActions {
  onMove(menu: Menu, entry: NavigationEntry, move: NavigationMove): void;
  onVisible(entry: NavigationEntry, isVisible: boolean): void;
}

interface Props extends EntryActions {
  entry: NavigationEntry;
  menu: Menu;
  infos: ReadonlyMap<string, EntryInfo>;
  trees: NavigationTrees;
  labels: NavigationLabels;
}

/**
 * One entry of a menu: its drag handle, title, what it is (a category, hidden), its Visible toggle and
 * its move buttons, named per entry for assistive technology ("Move up: About us"). A move the menus
 * cannot make is disabled; where the API would refuse it, the button says why.
 */
export function NavigationEntryRow({ entry, menu, infos, trees, labels, onMove, onVisible }: Props) {
  const id = rowId(menu, entry.key);
  const { setNodeRef, setActivatorNodeRef, handle, transform, isDragging } = useTreeDraggable(id);
  const { ref: targetRef, drop } = useTreeDropTarget(id);
  // The row is both what is dragged and where others are dropped.
  const rowRef = useCallback((element: HTMLElement | null) => {
    setNodeRef(element);
    targetRef(element);
  }, [setNodeRef, targetRef]);
  const info = infos.get(entry.key)!;
  const name = entry.title;
  const style = {
    paddingInlineStart: (info.level - 1) * INDENT_PX,
    transform,
    '--drop-indent': drop ? `${drop.depth * INDENT_PX}px` : undefined,
  } as CSSProperties;
  return (
    <li className={styles.entry} data-dragging={isDragging || undefined}>
      <div ref={rowRef} className={styles.row} style={style} data-entry={id} data-drop={drop?.side}>
        <button type="button" ref={setActivatorNodeRef} className={styles.dragHandle} {...handle}
          aria-label={`${labels.drag}: ${name}`} title={labels.drag}>⠿</button>
        <span className={styles.title}>
          {name}
          {entry.type === 'category' && <span className={styles.mark}>{labels.category}</span>}
          {!entry.isVisible && <span className={styles.mark} data-hidden="">{labels.hidden}</span>}
        </span>
        <span className={styles.controls}>
          <label className={styles.visible}>
            <input type="checkbox" checked={entry.isVisible} aria-label={`${labels.visible}: ${name}`}
              onChange={(event) => onVisible(entry, event.target.checked)} />
            {labels.visible}
          </label>
          {MOVE_BUTTONS.map(({ move, text, symbol }) => {
            const check = moveCheck(trees, menu, info, move);
            const label = labels[text(menu)];
            const to = move === 'other-list' ? otherMenu(menu) : menu;
            return (
              <button key={move} type="button" data-move={move} disabled={check !== 'ok'} aria-label={`${label}: ${name}`}
                title={check === 'ok' || check === 'impossible' ? label : refusalText(labels, check, name, to)}
                onClick={() => onMove(menu, entry, move)}>{symbol(menu)}</button>
            );
          })}
        </span>
      </div>
      {entry.children.length > 0 && (
        <EntryRows entries={entry.children} menu={menu} infos={infos} trees={trees} labels={labels} onMove={onMove} onVisible={onVisible} />
      )}
    </li>
  );
}

export function EntryRows({ entries, ...rest }: Omit<Props, 'entry'> & { entries: NavigationEntry[] }) {
  return <ol className={styles.entries}>{entries.map((entry) => <NavigationEntryRow key={entry.key} entry={entry} {...rest} />)}</ol>;
}
