'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from './browser-state';
import { IntentLink } from './intent-link';
import styles from './main-navigation.module.css';

/**
 * A menu entry with its public href already worked out on the server. Nothing more: every page's HTML
 * carries the whole tree a second time for this island, so each byte is paid on every request.
 */
export interface MenuEntry {
  title: string;
  href: string;
  children: MenuEntry[];
}

/**
 * The main navigation as a disclosure menu (WAI-ARIA disclosure navigation): on desktop each entry with
 * children gets a toggle button, Escape closes and returns focus; on phones one menu button opens the list.
 * Without scripting, submenus open on hover and focus and the phone list is shown expanded.
 */
export function MainNavigation({ items }: { items: MenuEntry[] }) {
  const t = useTranslations('Shell');
  const [menuOpen, setMenuOpen] = useState(false);
  // The position of the entry whose submenu is open.
  const [openId, setOpenId] = useState<number | null>(null);
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
    if (openId === null && !menuOpen) return;
    const close = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) { setOpenId(null); setMenuOpen(false); }
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [openId, menuOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape') return;
    if (openId !== null) {
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
        <span className={styles.menuLabel}>{t('menu')}</span>
      </button>
      <nav ref={navRef} aria-label={t('mainNavigation')} className={`main-nav ${styles.nav}`} data-open={menuOpen || undefined} onKeyDown={onKeyDown}>
        <ul id={listId} className={styles.list}>
          {items.map((item, position) => {
            const open = openId === position;
            const submenuId = `${listId}-sub-${position}`;
            return (
              <li
                key={position} className={styles.item} data-open={open || undefined}
                onBlur={(event) => { if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null); }}
              >
                <IntentLink href={item.href} className={styles.link}>{item.title}</IntentLink>
                {item.children.length > 0 && (
                  <>
                    <button
                      type="button" id={`${listId}-toggle-${position}`} className={styles.toggle}
                      aria-expanded={open} aria-controls={submenuId} aria-label={t('submenu', { title: item.title })}
                      onClick={() => setOpenId(open ? null : position)}
                    />
                    <ul id={submenuId} className={styles.submenu}>
                      {item.children.map((child, index) => (
                        <li key={index}>
                          <IntentLink href={child.href} className={styles.sublink}>{child.title}</IntentLink>
                          {child.children.length > 0 && (
                            <ul className={styles.nested}>
                              {child.children.map((leaf, index) => (
                                <li key={index}><IntentLink href={leaf.href} className={styles.sublink}>{leaf.title}</IntentLink></li>
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
