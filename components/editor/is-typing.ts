import { elementOf } from './workspace/element-of';

/** Typing there keeps its keys: text fields have their own undo and clipboard, and "?" is just a character. */
export const isTyping = (target: EventTarget | null) =>
  (elementOf(target)?.closest('input, textarea, [contenteditable]:not([contenteditable="false"])') ?? null) !== null;
