import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { EditorStoreProvider } from '../editor-store-context';
import { fill, FIELD_TEXT_KEYS, MOVES_TEXT_KEYS, VALIDATION_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '../labels';
import { createEditorStore, type EditorStart, type EditorStore } from '../state/store';

const pick = <K extends string>(keys: readonly K[], texts: Record<K, string>) => Object.fromEntries(keys.map((key) => [key, texts[key]])) as Record<K, string>;

/** The workbench's English texts, as the server hands them to the editor. */
export const ui = pick(WORKBENCH_TEXT_KEYS, messages.EditorWorkbench);

/** All of the editor's English texts, as page-workbench.tsx gathers them (the shop's address filled in). */
export const labels: WorkbenchLabels = {
  ui,
  moves: pick(MOVES_TEXT_KEYS, messages.EditorMoves),
  blocks: messages.EditorBlocks,
  fields: pick(FIELD_TEXT_KEYS, messages.EditorFields),
  validation: {
    ...pick(VALIDATION_TEXT_KEYS, messages.EditorValidation),
    contactFormRecipient: fill(messages.EditorValidation.contactFormRecipient, { email: 'shop@example.com' }),
  },
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

