'use client';

import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { BLOCK_ICONS, BlockIcon } from './block-icons';
import styles from './workbench.module.css';

export interface RowMenuItem {
  label: string;
  onSelect(): void;
}

/**
 * A row's menu of the actions that need no button of their own (Copy, Cut, Paste, Save as section): a button that opens a
 * menu below it, by click or by Enter, Space or the down arrow; the arrows move between its items, Escape
 * or a choice closes it and the focus goes back to the button. Rendered only while open, so a 200-row
 * Layers pays for one button per row; in the document's body at the button's place, as the rows contain
 * their paint (content-visibility) and would cut it off.
 */
/** `lang`: the owner's language of the texts, which the document's body (the shop's) does not say. */
export function RowMenu({ label, items, lang }: { label: string; items: readonly RowMenuItem[]; lang: string }) {
  /** Where the open menu is drawn (the button's bottom right corner), or null while it is closed. */
  const [at, setAt] = useState<{ top: number; right: number } | null>(null);
  const open = at !== null;
  const show = () => {
    const box = button.current!.getBoundingClientRect();
    setAt({ top: box.bottom + 2, right: document.documentElement.clientWidth - box.right });
    requestAnimationFrame(() => focusItem(0));
  };
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const id = useId();
  const close = () => {
    setAt(null);
    button.current?.focus();
  };
  // The focus leaving both the button and the menu closes it (React brings the portal's events here too).
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (open && !button.current?.contains(next) && !menu.current?.contains(next)) setAt(null);
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
    <span className={styles.rowMenu} onBlur={onBlur}>
      <button ref={button} type="button" aria-label={label} title={label} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? id : undefined}
        onClick={() => (open ? setAt(null) : show())}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' || open) return;
          event.preventDefault();
          show();
        }}>
        <BlockIcon d={BLOCK_ICONS.more} size={16} />
      </button>
      {at && createPortal(
        <ul ref={menu} id={id} role="menu" aria-label={label} className={styles.menu} style={at} lang={lang} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.label} role="none">
              <button type="button" role="menuitem" tabIndex={-1} onClick={() => {
                close();
                item.onSelect();
              }}>{item.label}</button>
            </li>
          ))}
        </ul>,
        document.body,
      )}
    </span>
  );
}
