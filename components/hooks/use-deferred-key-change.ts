'use client';

import { useRef, type KeyboardEvent } from 'react';

/** Keys that change a closed select's value where they are pressed (Windows, Linux): arrows, Home, End, Page keys, type-ahead. */
const isBrowsingKey = (event: KeyboardEvent) => event.key.length === 1 || /^(Arrow|Page|Home$|End$)/.test(event.key);

/** What a change does; `stayed`: the shopper is still on the select, so the page it opens may give focus back to it. */
export type ChangeEffect = (stayed: boolean) => void;

/**
 * For selects whose change leads somewhere (another page, another sort). A choice from the opened list
 * applies at once. Arrow keys and typing on a closed select change its value on every key press, with
 * a `change` each time (Chrome and Firefox on Windows and Linux): applying each would open a page per
 * option passed on the way, a change of context on input alone (WCAG 3.2.2). The effect of such a change
 * waits until the shopper presses Enter or leaves the select, as a text field's change does. One
 * instance serves every select of a group: only the focused one is browsed.
 */
export function useDeferredKeyChange() {
  // Set by a browsing key until the task that handles it is over: its change event comes within it.
  const fromKey = useRef(false);
  const waiting = useRef<ChangeEffect | null>(null);
  const applyWaiting = (stayed: boolean) => {
    const effect = waiting.current;
    waiting.current = null;
    effect?.(stayed);
  };
  return {
    /** The select's handlers. */
    handlers: {
      onKeyDown(event: KeyboardEvent<HTMLSelectElement>) {
        if (event.key === 'Enter' && waiting.current) {
          // Enter applies what the keys chose; it is no request to open the list as well.
          event.preventDefault();
          return applyWaiting(true);
        }
        if (!isBrowsingKey(event) || event.altKey || event.ctrlKey || event.metaKey) return;
        fromKey.current = true;
        setTimeout(() => { fromKey.current = false; });
      },
      onBlur: () => applyWaiting(false),
    },
    /** Called from the select's change: runs the effect now, or once the shopper is done browsing by key. */
    changed(effect: ChangeEffect) {
      waiting.current = fromKey.current ? effect : null;
      if (!fromKey.current) effect(true);
    },
  };
}
