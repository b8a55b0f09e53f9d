'use client';

import { useEffect } from 'react';
import { useEditorStore } from './editor-store-context';
import { useClipboardEvents } from './clipboard/use-clipboard-events';
import { isTyping } from './is-typing';
import { focusRegion, regionAfter, workspaceRegions } from './workspace/region-cycle';


/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redoes and "?" opens the keyboard shortcuts,
 * except while the owner types in a field; F6 and Shift+F6 move between the workspace's regions. Keys go
 * to the window that has the focus: the editor's, and the canvas frame's, which uses this hook for its own
 * window (none where there is nothing to add). Copy, cut and paste of blocks go with them (use-clipboard-events.ts).
 */
export function useShortcuts(frame?: Window | null): void {
  const store = useEditorStore();
  useClipboardEvents(frame);
  useEffect(() => {
    // Read here, in the browser: there is no window while the server renders.
    const view = frame === undefined ? window : frame;
    if (!view) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F6' && !event.altKey && !event.ctrlKey && !event.metaKey) {
        // From any field too: F6 types nothing. Focus in the frame is the frame element in the editor's document.
        const next = regionAfter(workspaceRegions(document), document.activeElement, event.shiftKey ? -1 : 1);
        if (next) focusRegion(next);
        event.preventDefault();
        return;
      }
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
    view.addEventListener('keydown', onKeyDown);
    return () => view.removeEventListener('keydown', onKeyDown);
  }, [store, frame]);
}
