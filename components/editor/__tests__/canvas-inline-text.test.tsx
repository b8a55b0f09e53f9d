/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { InlineTextEditing } from '../canvas-inline-text';
import { EditorStoreProvider } from '../editor-store-context';
import { findBlock } from '@/components/blocks/block-tree';
import { createEditorStore, type EditorStore } from '../state/store';
import { Canvas } from '../canvas';
import { labels, polyfillLayout, renderInEditor, richText, start } from './editor-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(async () => ({ version: 4 })), showApiError: jest.fn() }));

beforeAll(() => {
  polyfillLayout();
  // jsdom has no CSS namespace; the ids here need no escaping.
  globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
});

/** A canvas as the editor renders the draft: each block in an element naming its id, the text as the shop shows it. */
function renderCanvas(): EditorStore {
  const store = createEditorStore({
    ...start,
    blocks: [
      { _id: 'a', type: 'text', data: { content: '<p>Fresh bread</p>' } },
      { _id: 'b', type: 'text', data: { content: '<p>Opening hours</p>' } },
      { _id: 'img', type: 'image', data: { src: '/media/a.png', alt: 'Shop' } },
    ],
  });
  render(
    <EditorStoreProvider store={store}>
      <div data-block-id="a" tabIndex={0}><div className="block-text"><p>Fresh bread</p></div></div>
      <div data-block-id="b" tabIndex={0}><div className="block-text"><p>Opening hours</p></div></div>
      <div data-block-id="img" tabIndex={0}><figure>Shop window</figure></div>
      <InlineTextEditing labels={richText} />
    </EditorStoreProvider>,
  );
  return store;
}

const block = (id: string) => document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
const inlineText = () => screen.queryByRole('textbox', { name: 'Text of the block' });
const pressEnterOn = (id: string) => {
  act(() => block(id).focus());
  fireEvent.keyDown(block(id), { key: 'Enter' });
};

describe('editing a text block on the canvas', () => {
  it('starts with Enter on the selected text block, in its place and in the shop\'s text style', async () => {
    const store = renderCanvas();
    pressEnterOn('a');
    expect(inlineText()).not.toBeInTheDocument();

    act(() => store.getState().select('a'));
    pressEnterOn('a');
    const text = await within(block('a')).findByRole('textbox', { name: 'Text of the block' });
    expect(text).toHaveClass('block-text');
    expect(text).toHaveTextContent('Fresh bread');
    expect(text).toHaveAccessibleDescription(richText.stopEditingHint);
    expect(within(block('a')).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    // The server-rendered text hides meanwhile.
    expect(block('a').querySelector(':scope > .block-text')).not.toBeVisible();
    expect(block('b').querySelector(':scope > .block-text')).toBeVisible();
  });

  it('updates the block as the owner formats the text, and takes the store\'s undo', async () => {
    const store = renderCanvas();
    act(() => store.getState().select('a'));
    pressEnterOn('a');
    const text = await within(block('a')).findByRole('textbox', { name: 'Text of the block' });

    fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
    fireEvent.click(within(block('a')).getByRole('button', { name: 'Italic' }));
    expect(findBlock(store.getState().blocks, 'a')!.data).toEqual({ content: '<p><em>Fresh bread</em></p>' });

    act(() => store.getState().undo());
    expect(text).toHaveTextContent('Fresh bread');
    expect(text.querySelector('em')).toBeNull();
  });

  it('starts with a double-click on the selected text block, and not on another kind of block', async () => {
    const store = renderCanvas();
    act(() => store.getState().select('img'));
    fireEvent.dblClick(screen.getByText('Shop window'));
    pressEnterOn('img');
    expect(inlineText()).not.toBeInTheDocument();

    act(() => store.getState().select('b'));
    fireEvent.dblClick(screen.getByText('Opening hours'));
    expect(await within(block('b')).findByRole('textbox', { name: 'Text of the block' })).toHaveTextContent('Opening hours');
  });

  it('ends with Escape, back on the block with the shop\'s text showing', async () => {
    const store = renderCanvas();
    act(() => store.getState().select('a'));
    pressEnterOn('a');
    const text = await within(block('a')).findByRole('textbox', { name: 'Text of the block' });

    fireEvent.keyDown(text, { key: 'Escape' });
    expect(inlineText()).not.toBeInTheDocument();
    expect(block('a')).toHaveFocus();
    expect(block('a').querySelector(':scope > .block-text')).toBeVisible();
    expect(store.getState().selectedId).toBe('a');
  });

  it('ends when the owner selects another block', async () => {
    const store = renderCanvas();
    act(() => store.getState().select('a'));
    pressEnterOn('a');
    await within(block('a')).findByRole('textbox', { name: 'Text of the block' });

    act(() => store.getState().select('b'));
    expect(inlineText()).not.toBeInTheDocument();
    // Coming back to the block does not resume editing by itself.
    act(() => store.getState().select('a'));
    expect(inlineText()).not.toBeInTheDocument();
  });
});

describe('editing a text block on the canvas', () => {

  it('starts with a double-click, and the toolbar\'s buttons work there rather than selecting the block', async () => {
    renderInEditor(
      <Canvas labels={labels}>
        <div data-block-id="a"><div className="block-text"><p>Fresh bread</p></div></div>
      </Canvas>,
      { blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Fresh bread</p>' } }] },
    );
    fireEvent.click(screen.getByText('Fresh bread'));
    fireEvent.dblClick(within(block('a')).getByText('Fresh bread'));
    const text = await within(block('a')).findByRole('textbox', { name: 'Text of the block' });

    fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
    fireEvent.click(within(block('a')).getByRole('button', { name: 'Bold' }));
    expect(within(block('a')).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(text).getByText('Fresh bread').tagName).toBe('STRONG');
  });
});
