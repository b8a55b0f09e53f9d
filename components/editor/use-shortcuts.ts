'use client';

import { useEffect } from 'react';
import { useEditorStore } from './editor-store-context';

/** Typing there keeps its keys: text fields have their own undo, and "?" is just a character. */
const isTyping = (target: EventTarget | null) =>
  target instanceof Element && target.closest('input, textarea, [contenteditable]:not([contenteditable="false"])') !== null;

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redoes and "?" opens the keyboard shortcuts,
 * except while the owner types in a field.
 */
export function useShortcuts(): void {
  const store = useEditorStore();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (!(event.ctrlKey || event.metaKey)) {
        // "?" is Shift+/ on US keyboards and elsewhere on others: the character counts, not the key.
        if (event.key !== '?') return;
        store.getState().openSidebar('shortcuts');
      } else if (key === 'z' && !event.shiftKey) store.getState().undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') store.getState().redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store]);
}
