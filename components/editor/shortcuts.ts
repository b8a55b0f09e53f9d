import type { WorkbenchTextKey } from './labels';

/**
 * A key as the shortcuts list shows it: `mod` is ⌘ on Apple platforms and Ctrl elsewhere, the named
 * keys are translated (German keyboards say Strg, Umschalt), the rest are shown as they are.
 */
export type ShortcutKey = 'mod' | 'shift' | 'enter' | 'space' | 'escape' | 'arrows' | 'up-down' | 'click' | 'z' | 'y' | 'c' | 'x' | 'v' | '?' | 'f6';

export interface Shortcut {
  id: string;
  /** The ways to press it: each a combination of keys held together. */
  keys: ShortcutKey[][];
  description: WorkbenchTextKey;
}

/**
 * The editor's keyboard shortcuts, as the help panel lists them; use-shortcuts.ts handles undo, redo, the
 * help and the regions, clipboard/use-clipboard-events.ts copy, cut and paste, canvas.tsx and outline.tsx
 * the selection of several blocks.
 */
export const SHORTCUTS: readonly Shortcut[] = [
  { id: 'undo', keys: [['mod', 'z']], description: 'undo' },
  { id: 'redo', keys: [['shift', 'mod', 'z'], ['mod', 'y']], description: 'redo' },
  { id: 'help', keys: [['?']], description: 'shortcutHelp' },
  { id: 'regions', keys: [['f6'], ['shift', 'f6']], description: 'shortcutRegions' },
  { id: 'select', keys: [['enter']], description: 'shortcutSelect' },
  { id: 'select-toggle', keys: [['mod', 'click']], description: 'shortcutSelectToggle' },
  { id: 'select-range', keys: [['shift', 'click'], ['shift', 'up-down']], description: 'shortcutSelectRange' },
  { id: 'copy', keys: [['mod', 'c']], description: 'shortcutCopy' },
  { id: 'cut', keys: [['mod', 'x']], description: 'shortcutCut' },
  { id: 'paste', keys: [['mod', 'v']], description: 'shortcutPaste' },
  { id: 'drag-pick-up', keys: [['space']], description: 'shortcutPickUp' },
  { id: 'drag-move', keys: [['arrows']], description: 'shortcutMove' },
  { id: 'drag-cancel', keys: [['escape']], description: 'shortcutCancel' },
  // canvas-inline-text.tsx handles these two.
  { id: 'edit-text', keys: [['enter']], description: 'shortcutEditText' },
  { id: 'stop-editing', keys: [['escape']], description: 'shortcutStopEditing' },
];
