'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from './browser-state';
import styles from './main-navigation.module.css';

/** A menu entry with its public href already worked out on the server. */
export interface MenuEntry {
  id: string;
  title: string;
  href: string;
  children: MenuEntry[];
}

interface Labels {
  navigation: string;
  menu: string;
  /** 'Show subpages of {title}', with the placeholder already filled per entry. */
  submenu: Record<string, string>;
}

/**
 * The main navigation as a disclosure menu (WAI-ARIA disclosure navigation): on desktop each entry with
 * children gets a toggle button, Escape closes and returns focus; on phones one menu button opens the list.
 * Without scripting, submenus open on hover and focus and the phone list is shown expanded.
 */
export function MainNavigation({ items, labels }: { items: MenuEntry[]; labels: Labels }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const ready = useHydrated();
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  // A followed link closes whatever was open (adjusted while rendering, not in an effect).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
    setOpenId(null);
  }
  useEffect(() => {
    if (!openId && !menuOpen) return;
    const close = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) { setOpenId(null); setMenuOpen(false); }
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [openId, menuOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (openId) {
      document.getElementById(`${listId}-toggle-${openId}`)?.focus();
      setOpenId(null);
    } else if (menuOpen) {
      setMenuOpen(false);
      document.getElementById(`${listId}-menu`)?.focus();
    }
  }

  if (items.length === 0) return null;
  return (
    <div className={styles.wrapper} data-ready={ready || undefined}>
      <button
        type="button" id={`${listId}-menu`} className={styles.menuButton}
        aria-expanded={menuOpen} aria-controls={listId} onClick={() => setMenuOpen((open) => !open)}
      >
        <span className={styles.burger} aria-hidden="true" />
        <span className={styles.menuLabel}>{labels.menu}</span>
      </button>
      <nav ref={navRef} aria-label={labels.navigation} className={`main-nav ${styles.nav}`} data-open={menuOpen || undefined} onKeyDown={onKeyDown}>
        <ul id={listId} className={styles.list}>
          {items.map((item) => {
            const open = openId === item.id;
            const submenuId = `${listId}-sub-${item.id}`;
            return (
              <li
                key={item.id} className={styles.item} data-open={open || undefined}
                onBlur={(event) => { if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null); }}
              >
                <Link href={item.href} className={styles.link}>{item.title}</Link>
                {item.children.length > 0 && (
                  <>
                    <button
                      type="button" id={`${listId}-toggle-${item.id}`} className={styles.toggle}
                      aria-expanded={open} aria-controls={submenuId} aria-label={labels.submenu[item.id]}
                      onClick={() => setOpenId(open ? null : item.id)}
                    />
                    <ul id={submenuId} className={styles.submenu}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link href={child.href} className={styles.sublink}>{child.title}</Link>
                          {child.children.length > 0 && (
                            <ul className={styles.nested}>
                              {child.children.map((leaf) => (
                                <li key={leaf.id}><Link href={leaf.href} className={styles.sublink}>{leaf.title}</Link></li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
