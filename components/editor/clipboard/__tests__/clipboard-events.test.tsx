/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Block } from '@/lib/schemas/page-content';
import { EditorStoreProvider } from '../../editor-store-context';
import { createEditorStore, type EditorStore } from '../../state/store';
import { start } from '../../__tests__/editor-test-utils';
import { CLIPBOARD_MIME } from '../payload';
import { useClipboardEvents } from '../use-clipboard-events';

// Jest's jsdom leaves out the structuredClone that browsers (and the block tree's copies) have.
globalThis.structuredClone ??= ((value: unknown) => JSON.parse(JSON.stringify(value))) as typeof structuredClone;

const text = (id: string): Block => ({ _id: id, type: 'text', data: { content: `<p>${id}</p>` } });
let store: EditorStore;
const wrapper = ({ children }: { children: ReactNode }) => <EditorStoreProvider store={store}>{children}</EditorStoreProvider>;

/** The system clipboard as a copy, cut or paste event carries it (jsdom has no DataTransfer). */
class Clipboard {
  data = new Map<string, string>();
  setData(type: string, value: string) { this.data.set(type, value); }
  getData(type: string) { return this.data.get(type) ?? ''; }
}
function fire(type: 'copy' | 'cut' | 'paste' | 'beforecopy', clipboard: Clipboard, target: EventTarget = document.body): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: clipboard });
  let result = true;
  act(() => { result = target.dispatchEvent(event); });
  return result;
}
const ids = () => store.getState().blocks.map((block) => block._id);

beforeEach(() => {
  store = createEditorStore({ ...start, blocks: [text('a'), text('b'), text('c')], otherTexts: { b: { de: { content: '<p>b auf Deutsch</p>' } } } });
  renderHook(() => useClipboardEvents(), { wrapper });
});
afterEach(() => document.body.replaceChildren());

describe("the keyboard's copy, cut and paste of blocks", () => {
  it('copies the selected blocks with their other texts under the private type and as plain text, and pastes them after the selection', () => {
    act(() => {
      store.getState().select('a');
      store.getState().selectMore('b', 'toggle');
    });
    const clipboard = new Clipboard();
    expect(fire('beforecopy', clipboard)).toBe(false);
    expect(fire('copy', clipboard)).toBe(false);
    expect(JSON.parse(clipboard.getData(CLIPBOARD_MIME))).toMatchObject({ locale: 'en', blocks: [text('a'), text('b')], texts: { b: { de: { content: '<p>b auf Deutsch</p>' } } } });
    expect(clipboard.getData('text/plain')).toMatch(/^Vitrine blocks \(2\): text, text\n\{/);

    act(() => { store.getState().select('c'); });
    expect(fire('paste', clipboard)).toBe(false);
    expect(ids().slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(ids()).toHaveLength(5);
    const [first, second] = store.getState().selectedIds;
    expect(store.getState().blocks.slice(3).map((block) => block.data.content)).toEqual(['<p>a</p>', '<p>b</p>']);
    // The pasted copy of b keeps its German text for the next save.
    expect(store.getState().pastedTexts).toEqual({ [second!]: { de: { content: '<p>b auf Deutsch</p>' } } });
    expect(first).not.toBe('a');
  });

  it('cuts in one undo step, and a paste from plain text works as well', () => {
    act(() => { store.getState().select('b'); });
    const clipboard = new Clipboard();
    fire('cut', clipboard);
    expect(ids()).toEqual(['a', 'c']);
    const plain = new Clipboard();
    plain.setData('text/plain', clipboard.getData('text/plain'));
    act(() => { store.getState().select(null); });
    fire('paste', plain);
    expect(store.getState().blocks.map((block) => block.data.content)).toEqual(['<p>a</p>', '<p>c</p>', '<p>b</p>']);
    act(() => { store.getState().undo(); store.getState().undo(); });
    expect(ids()).toEqual(['a', 'b', 'c']);
  });

  it('leaves text fields, selected text and other programs’ text alone', () => {
    act(() => { store.getState().select('a'); });
    document.body.innerHTML = '<input><p>Some words</p>';
    const clipboard = new Clipboard();
    expect(fire('copy', clipboard, document.querySelector('input')!)).toBe(true);
    expect(clipboard.data.size).toBe(0);
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('p')!);
    document.getSelection()!.addRange(range);
    expect(fire('copy', clipboard)).toBe(true);
    document.getSelection()!.removeAllRanges();

    const words = new Clipboard();
    words.setData('text/plain', 'Hello');
    expect(fire('paste', words)).toBe(true);
    expect(store.getState().refusal).toBeNull();
    expect(ids()).toEqual(['a', 'b', 'c']);
  });

  it('says why blocks cannot be pasted: damaged, or of a type this shop does not offer', () => {
    const damaged = new Clipboard();
    damaged.setData(CLIPBOARD_MIME, '{"format":"vitrine-blocks","version":1,"locale":"en","blocks":[]}');
    expect(fire('paste', damaged)).toBe(false);
    expect(store.getState().refusal).toEqual({ reason: 'clipboard-invalid' });

    act(() => { store = createEditorStore({ ...start, shopType: 'beyond' }); });
    renderHook(() => useClipboardEvents(), { wrapper });
    const html = new Clipboard();
    html.setData(CLIPBOARD_MIME, JSON.stringify({ format: 'vitrine-blocks', version: 1, locale: 'en', blocks: [{ _id: 'h', type: 'html', data: { html: '<b>x</b>' } }] }));
    fire('paste', html);
    expect(store.getState().refusal).toEqual({ reason: 'not-offered-for-shop', blockType: 'html' });
    expect(store.getState().blocks).toEqual(start.blocks);
  });
});
