import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import messages from '@/messages/en.json';
import { EditorStoreProvider } from '../editor-store-context';
import { CROP_TEXT_KEYS } from '../fields/crop-labels';
import { PICKER_TEXT_KEYS } from '../fields/picker-labels';
import { PAGE_FIELD_CHECK_KEYS, PAGE_LANGUAGE_DIALOG_KEYS } from '../site/page-language/labels';
import type { SiteModules } from '../sidebar-modules';
import { fill, FIELD_TEXT_KEYS, MOVES_TEXT_KEYS, RICH_TEXT_TEXT_KEYS, VALIDATION_TEXT_KEYS, WORKBENCH_TEXT_KEYS, type WorkbenchLabels } from '../labels';
import { createEditorStore, type EditorStart, type EditorStore } from '../state/store';

const pick = <K extends string>(keys: readonly K[], texts: Record<K, string>) => Object.fromEntries(keys.map((key) => [key, texts[key]])) as Record<K, string>;

/** The workbench's English texts, as the server hands them to the editor. */
export const ui = pick(WORKBENCH_TEXT_KEYS, messages.EditorWorkbench);
/** The crop mode's English texts. */
export const crop = pick(CROP_TEXT_KEYS, messages.EditorCrop);
/** The pickers' English texts. */
export const pickers = pick(PICKER_TEXT_KEYS, messages.EditorPickers);
/** The rich text editor's English texts. */
export const richText = pick(RICH_TEXT_TEXT_KEYS, messages.EditorRichText);

/** All of the editor's English texts, as page-workbench.tsx gathers them (the shop's address filled in). */
export const labels: WorkbenchLabels = {
  language: 'en',
  ui,
  moves: pick(MOVES_TEXT_KEYS, messages.EditorMoves),
  blocks: messages.EditorBlocks,
  fields: pick(FIELD_TEXT_KEYS, messages.EditorFields),
  validation: {
    ...pick(VALIDATION_TEXT_KEYS, messages.EditorValidation),
    contactFormRecipient: fill(messages.EditorValidation.contactFormRecipient, { email: 'shop@example.com' }),
  },
  crop,
  pickers,
  richText,
  pageLanguage: { ...pick(PAGE_LANGUAGE_DIALOG_KEYS, messages.EditorWorkbench), ...pick(PAGE_FIELD_CHECK_KEYS, messages.EditorPages) },
};

export const start: EditorStart = {
  document: { kind: 'page', id: '5b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f', locale: 'en' },
  shopType: 'hosted',
  blocks: [{ _id: 'a', type: 'text', data: { content: 'Now' } }],
  version: 3,
  hasDraft: true,
};

/** Renders `element` inside an editor whose store the test can read and drive; `changes` to the start (another shop type). */
export function renderInEditor(element: ReactNode, changes: Partial<EditorStart> = {}): EditorStore {
  const store = createEditorStore({ ...start, ...changes });
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

/**
 * jsdom lays nothing out: its ranges have no boxes (the rich text editor asks for them to keep the caret in
 * view) and its elements do not scroll (the canvas brings a selected block into view), recorded instead;
 * it has no idle callbacks either.
 */
export function polyfillLayout(): void {
  const box = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  Range.prototype.getBoundingClientRect = () => box;
  Range.prototype.getClientRects = () => Object.assign([box], { item: () => box }) as unknown as DOMRectList;
  Element.prototype.scrollIntoView = jest.fn();
  // Nor does it know idle time: the canvas measures its blocks' boxes then.
  window.requestIdleCallback ??= (callback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 0 }), 0);
  window.cancelIdleCallback ??= (handle) => window.clearTimeout(handle);
}

/** Stand-ins for the site's modules, which the server renders with their own data. */
export const site: SiteModules = {
  'page-manager': <p>Pages module</p>, navigation: <p>Navigation module</p>, 'shop-settings': <p>Shop settings module</p>, theme: <p>Theme module</p>, search: <p>Search module</p>,
  markets: <p>Markets module</p>, reviews: <p>Reviews module</p>, analytics: <p>Analytics module</p>,
};
