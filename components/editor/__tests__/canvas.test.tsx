/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddBlock } from '../add-block';
import { Canvas } from '../canvas';
import { useEditor } from '../editor-store-context';
import { labels, polyfillLayout, renderInEditor } from './editor-test-utils';

beforeAll(polyfillLayout);

/** A canvas as the server renders it in editor mode: each block in a focusable element naming its id. */
const page = (
  <Canvas labels={labels}>
    <div tabIndex={0} data-block-id="a">
      <p>Now</p>
      <a href="https://example.com/elsewhere">Elsewhere</a>
    </div>
  </Canvas>
);

describe('the canvas', () => {
  it('selects a block by click, and a link inside it does not navigate', () => {
    const store = renderInEditor(page);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    const click = fireEvent.click(link);
    expect(click).toBe(false);
    expect(store.getState().selectedId).toBe('a');
  });

  it('selects a block the owner tabs to and presses Enter on', () => {
    const store = renderInEditor(page);
    const block = screen.getByText('Now').parentElement!;
    // Reachable by Tab: in the page's tab order, not just focusable by script.
    expect(block).toHaveAttribute('tabindex', '0');
    block.focus();
    fireEvent.keyDown(block, { key: 'Enter' });
    expect(store.getState().selectedId).toBe('a');
  });

  it('brings a block selected elsewhere (Layers, Checks) into view, leaving room for its toolbar', async () => {
    const store = renderInEditor(page);
    const block = screen.getByText('Now').parentElement!;
    jest.mocked(Element.prototype.scrollIntoView).mockClear();
    act(() => store.getState().select('a'));
    await waitFor(() => expect(jest.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([block]));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'instant' });
  });

  it('leaves keys on what is inside a block to the page', () => {
    const store = renderInEditor(page);
    fireEvent.keyDown(screen.getByRole('link', { name: 'Elsewhere' }), { key: ' ' });
    expect(store.getState().selectedId).toBeNull();
  });
});

describe('a button on the canvas that asks for a setting', () => {
  it('selects its block and puts the focus on that field in the settings', async () => {
    const store = renderInEditor(
      <>
        <Canvas labels={labels}>
          <div tabIndex={0} data-block-id="a"><button type="button" data-focus-field="categoryId">Select category</button></div>
        </Canvas>
        <div data-settings-field="categoryId"><input aria-label="Filter categories" /></div>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select category' }));
    expect(store.getState().selectedId).toBe('a');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Filter categories' })).toHaveFocus());
  });
});

describe('an empty page on the canvas', () => {
  /** The canvas with the Add block module beside it, as the workbench shows them. */
  function EmptyPage() {
    const open = useEditor((s) => s.sidebar);
    return (
      <>
        <Canvas labels={labels}><h1>About us</h1></Canvas>
        {open === 'add-block' && <AddBlock labels={labels} />}
      </>
    );
  }

  it('offers its first block: the button opens the Add block module and the keyboard goes on into the palette', async () => {
    const store = renderInEditor(<EmptyPage />, { blocks: [] });
    const cta = screen.getByRole('button', { name: 'Add your first block' });
    cta.focus();
    fireEvent.click(cta);
    expect(store.getState().sidebar).toBe('add-block');
    const palette = screen.getByRole('region', { name: 'Add block' });
    await waitFor(() => expect(within(palette).getAllByRole('button')[0]).toHaveFocus());

    fireEvent.click(within(palette).getByRole('button', { name: 'Text' }));
    expect(store.getState().blocks).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add your first block' })).not.toBeInTheDocument();
  });

  it('is not offered on a page with blocks', () => {
    renderInEditor(page);
    expect(screen.queryByRole('button', { name: 'Add your first block' })).not.toBeInTheDocument();
  });
});
