'use client';

import { useEffect, useRef } from 'react';

/**
 * Where the focus goes once a row of a module's list is removed: its Remove button went with it, which
 * left the focus on the page's body. It goes to the row that took its place (the next one, else the one
 * before), or to the list's heading when none is left. `items` are the list's rows as read again after
 * the removal; `removing(id, index)` marks the row whose removal was sent.
 */
export function useFocusAfterRemoval(items: readonly { id: string }[] | null) {
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removed = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const row = removed.current;
    if (!row || !items || items.some((item) => item.id === row.id)) return;
    removed.current = null;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLElement>(':scope > li button') ?? [])];
    (buttons[Math.min(row.index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [items]);
  const removing = (id: string, index: number) => {
    removed.current = { id, index };
  };
  /** The removal did not go through: the row and its button stay. */
  const kept = () => {
    removed.current = null;
  };
  return { listRef, headingRef, removing, kept };
}
