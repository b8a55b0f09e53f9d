/** @jest-environment jsdom */
import { act, fireEvent, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { EditorStoreProvider } from '../editor-store-context';
import { createEditorStore, type EditorStore } from '../state/store';
import { useShortcuts } from '../use-shortcuts';
import { start } from './editor-test-utils';

let store: EditorStore;
const wrapper = ({ children }: { children: ReactNode }) => <EditorStoreProvider store={store}>{children}</EditorStoreProvider>;

beforeEach(() => {
  store = createEditorStore(start);
  renderHook(() => useShortcuts(), { wrapper });
});
afterEach(() => document.body.replaceChildren());

describe('the editor shortcuts', () => {
  it('opens the keyboard shortcuts on "?"', () => {
    act(() => { fireEvent.keyDown(document.body, { key: '?', shiftKey: true }); });
    expect(store.getState().sidebar).toBe('shortcuts');
  });

  it('leaves "?" to a field the owner types in', () => {
    for (const markup of ['<input>', '<textarea></textarea>', '<div contenteditable="true"><p>Text</p></div>']) {
      document.body.innerHTML = markup;
      const field = document.body.querySelector('p') ?? document.body.firstElementChild!;
      const typed = fireEvent.keyDown(field, { key: '?', shiftKey: true });
      expect(typed).toBe(true);
      expect(store.getState().sidebar).toBe('page-manager');
    }
  });

  it('does not take "?" with a modifier, and still undoes on Ctrl+Z', () => {
    act(() => { store.getState().dispatch({ type: 'remove', id: 'a' }); });
    act(() => { fireEvent.keyDown(document.body, { key: '?', ctrlKey: true, shiftKey: true }); });
    expect(store.getState().sidebar).toBe('page-manager');
    act(() => { fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }); });
    expect(store.getState().blocks).toEqual(start.blocks);
  });
});
