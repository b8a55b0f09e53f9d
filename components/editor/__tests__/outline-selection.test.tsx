/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Block } from '@/lib/schemas/page-content';
import { Outline } from '../outline';
import { labels, polyfillDialog, renderInEditor } from './editor-test-utils';

// Jest's jsdom leaves out the structuredClone that browsers (and the block tree's copies) have.
globalThis.structuredClone ??= ((value: unknown) => JSON.parse(JSON.stringify(value))) as typeof structuredClone;

const text = (id: string): Block => ({ _id: id, type: 'text', data: { content: `<p>${id}</p>` } });
const blocks = [text('one'), text('two'), text('three')];
const row = (id: string) => screen.getByRole('button', { name: `Text: ${id}` });
const pressed = () => ['one', 'two', 'three'].filter((id) => row(id).getAttribute('aria-pressed') === 'true');

/** The system clipboard, as far as Copy and Paste use it. */
let clipboardText = '';
beforeAll(() => {
  polyfillDialog();
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (value: string) => { clipboardText = value; },
      read: async () => [{ types: ['text/plain'], getType: async () => ({ text: async () => clipboardText }) }],
    },
  });
});

describe('several blocks selected in Layers', () => {
  it('grows with Ctrl/Cmd and a click and with Shift and the arrows, the focus going along', () => {
    const store = renderInEditor(<Outline labels={labels} />, { blocks });
    fireEvent.click(row('one'));
    fireEvent.click(row('three'), { ctrlKey: true });
    expect(pressed()).toEqual(['one', 'three']);
    fireEvent.click(row('one'));
    fireEvent.keyDown(row('one'), { key: 'ArrowDown', shiftKey: true });
    expect(pressed()).toEqual(['one', 'two']);
    expect(row('two')).toHaveFocus();
    fireEvent.keyDown(row('two'), { key: 'ArrowDown', shiftKey: true });
    expect(pressed()).toEqual(['one', 'two', 'three']);
    fireEvent.keyDown(row('three'), { key: 'ArrowUp', shiftKey: true });
    expect(store.getState().selectedIds).toEqual(['one', 'two']);
    fireEvent.click(row('three'), { shiftKey: true });
    expect(pressed()).toEqual(['one', 'two', 'three']);
  });

  it("deletes the whole selection from a selected row's button after one question, in one undo step", () => {
    const store = renderInEditor(<Outline labels={labels} />, { blocks });
    fireEvent.click(row('one'));
    fireEvent.click(row('three'), { metaKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Delete block: Text: three' }));
    expect(screen.getByRole('dialog', { name: 'Delete the selected blocks (2) and everything in them?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(store.getState().blocks.map((block) => block._id)).toEqual(['two']);
    act(() => store.getState().undo());
    expect(store.getState().blocks.map((block) => block._id)).toEqual(['one', 'two', 'three']);
  });

  it("copies from a row's menu and pastes after another row from its menu, the keyboard finding its way through the menu", async () => {
    const store = renderInEditor(<Outline labels={labels} />, { blocks });
    const more = (id: string) => screen.getByRole('button', { name: `More actions: Text: ${id}` });
    fireEvent.click(more('one'));
    expect(more('one')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more('one')).toHaveFocus();
    await waitFor(() => expect(clipboardText).toMatch(/^Vitrine blocks \(1\): text\n/));

    fireEvent.keyDown(more('two'), { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'More actions: Text: two' });
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    fireEvent.click(more('two'));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Paste' }));
    await waitFor(() => expect(store.getState().blocks).toHaveLength(4));
    expect(store.getState().blocks.map((block) => block.data.content)).toEqual(['<p>one</p>', '<p>two</p>', '<p>one</p>', '<p>three</p>']);
    expect(store.getState().blocks[2]!._id).not.toBe('one');
  });
});
