'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { BLOCK_ICONS, BlockIcon } from './block-icons';
import styles from './workbench.module.css';

export interface RowMenuItem {
  label: string;
  onSelect(): void;
}

/**
 * A row's menu of the actions that need no button of their own (Copy, Cut, Paste): a button that opens a
 * menu below it, by click or by Enter, Space or the down arrow; the arrows move between its items, Escape
 * or a choice closes it and the focus goes back to the button. Rendered only while open, so a 200-row
 * Layers pays for one button per row.
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const focusItem = (index: number) => {
    const entries = menu.current ? [...menu.current.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
    entries.at(index % entries.length)?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const entries = [...(menu.current?.querySelectorAll('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as Element);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') focusItem(at + 1);
    else if (event.key === 'ArrowUp') focusItem(at - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <span className={styles.rowMenu}
      onBlur={(event) => { if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false); }}>
      <button ref={button} type="button" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? id : undefined}
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() => focusItem(0));
        }}>
        <BlockIcon d={BLOCK_ICONS.more} size={16} />
      </button>
      {open && (
        <ul ref={menu} id={id} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => {
                close();
                item.onSelect();
              }}>{item.label}</button>
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
