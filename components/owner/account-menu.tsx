'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/use-hydrated';
import styles from './account-menu.module.css';

interface Props {
  /** The button's name ("Account"). */
  label: string;
  /** Who is signed in ("Signed in as …"), the menu's first line. */
  signedInAs: string;
  /** The owner's email: its first letter is the button's picture. */
  email: string;
  /** The owner's own settings and actions: the editor's language, sign-out. */
  children: ReactNode;
}

/**
 * The owner's menu at the end of the top bar: who is signed in, the editor's language and "Sign out".
 * Settings of the owner, not of the page or the shop, so they wait behind one button and leave the bar
 * to the page's tools. A popover in the browser's top layer (the bar scrolls, and clips nothing of it),
 * placed under its button at the window's end; Escape and a click outside close it.
 */
export function AccountMenu({ label, signedInAs, email, children }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // Its menu opens from script: until the page is hydrated a click would do nothing, so it waits, disabled.
  const hydrated = useHydrated();
  const show = () => {
    const box = button.current!.getBoundingClientRect();
    const element = popover.current!;
    element.style.insetBlockStart = `${box.bottom + 4}px`;
    element.style.insetInlineEnd = `${Math.max(8, document.documentElement.clientWidth - box.right)}px`;
    element.showPopover();
  };
  return (
    <div className={styles.account}>
      <button ref={button} type="button" className={styles.button} aria-haspopup="dialog" aria-expanded={open} aria-controls={id}
        aria-label={label} title={label} disabled={!hydrated} onClick={() => (open ? popover.current?.hidePopover() : show())}>
        <span aria-hidden="true">{email.slice(0, 1).toUpperCase()}</span>
      </button>
      <div ref={popover} id={id} popover="auto" role="dialog" aria-label={label} className={styles.popover}
        onToggle={(event) => setOpen(event.newState === 'open')}>
        <p className={styles.who}>{signedInAs}</p>
        {children}
      </div>
    </div>
  );
}
