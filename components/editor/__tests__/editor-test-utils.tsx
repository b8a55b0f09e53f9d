import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { EditorStoreProvider } from '../editor-store-context';
import { CROP_TEXT_KEYS } from '../fields/crop-labels';
import { PICKER_TEXT_KEYS } from '../fields/picker-labels';
import { MOVES_TEXT_KEYS, RICH_TEXT_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '../labels';
import { createEditorStore, type EditorStart, type EditorStore } from '../state/store';

/** The workbench's English texts, as the server hands them to the editor. */
export const ui = Object.fromEntries(WORKBENCH_TEXT_KEYS.map((key) => [key, messages.EditorWorkbench[key]])) as WorkbenchLabels['ui'];
/** The crop mode's English texts. */
export const crop = Object.fromEntries(CROP_TEXT_KEYS.map((key) => [key, messages.EditorCrop[key]])) as WorkbenchLabels['crop'];
/** The pickers' English texts. */
export const pickers = Object.fromEntries(PICKER_TEXT_KEYS.map((key) => [key, messages.EditorPickers[key]])) as WorkbenchLabels['pickers'];
/** The rich text editor's English texts. */
export const richText = Object.fromEntries(RICH_TEXT_TEXT_KEYS.map((key) => [key, messages.EditorRichText[key]])) as WorkbenchLabels['richText'];

/** Every text of the workbench in English, as the server hands them to the editor. */
export const labels: WorkbenchLabels = {
  language: 'en',
  ui,
  moves: Object.fromEntries(MOVES_TEXT_KEYS.map((key) => [key, messages.EditorMoves[key]])) as WorkbenchLabels['moves'],
  blocks: messages.EditorBlocks,
  fields: messages.EditorFields,
  crop,
  pickers,
  richText,
};

export const start: EditorStart = {
  document: { kind: 'page', id: '5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f', locale: 'en' },
  blocks: [{ _id: 'a', type: 'text', data: { content: 'Now' } }],
  version: 3,
  hasDraft: true,
};

/** Renders `element` inside an editor whose store the test can read and drive. */
export function renderInEditor(element: ReactNode): EditorStore {
  const store = createEditorStore(start);
  render(<EditorStoreProvider store={store}>{element}</EditorStoreProvider>);
  return store;
}

/** jsdom has <dialog> without its methods: a modal is open while it has the attribute, and closing tells onClose. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/** jsdom lays nothing out and its ranges have no boxes; the rich text editor asks for them to keep the caret in view. */
export function polyfillRangeRects(): void {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => box;
  Range.prototype.getClientRects = () => Object.assign([box], { item: () => box }) as unknown as DOMRectList;
}
