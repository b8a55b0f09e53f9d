/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { BlockContext } from '@/components/blocks/types';
import { shopApi } from '@/lib/api/browser';
import { blockDataKey } from '@/lib/blocks/block-data-query';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import type { Block } from '@/lib/schemas/page-content';
import type { ProductCardPayload } from '@/lib/contract/catalog';
import type { BlockData } from '@/lib/server/content/block-data';
import messages from '@/messages/en.json';
import { BlockSettings } from '../block-settings';
import { Canvas } from '../canvas';
import { CanvasBlocks } from '../canvas-blocks';
import { EditorStoreProvider } from '../editor-store-context';
import { createEditorStore, type EditorStore } from '../state/store';
import { useAutosave } from '../use-autosave';
import type { LoadBlockData } from '../use-canvas-block-data';
import { labels, polyfillLayout, start } from './editor-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(async () => ({ version: 4 })), showApiError: jest.fn() }));

beforeAll(() => {
  polyfillLayout();
  // jsdom has no CSS namespace; the ids here need no escaping.
  globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
});
beforeEach(() => jest.mocked(shopApi).mockClear());

const SHOES = '0b6f4c1e-0000-4f51-9d38-000000000001';
const BAGS = '0b6f4c1e-0000-4f51-9d38-000000000002';
const product = (name: string): ProductCardPayload => ({
  productId: `00000000-0000-4000-8000-00000000000${name.length % 10}`, sku: 'VT-1', name, slug: name.toLowerCase().replaceAll(' ', '-'),
  href: `/p/${name.toLowerCase().replaceAll(' ', '-')}`,
  manufacturer: 'Bergfeld', price: { amount: 3990, currency: 'EUR', formatted: '€39.90' }, stockLevel: 9, available: true,
  isVariationMaster: false, image: { url: '/media/1/scarf.svg', width: 800, height: 800, alt: name }, swatches: [],
});
const swiperKey = (categoryId: string) => blockDataKey({ categoryId, page: 1, resultsPerPage: 4 });
const noData: BlockData = { lists: {}, queries: {} };
/** One page of a listing of these products. */
const listOf = (...products: ProductCardPayload[]) => ({ products, totalNumberOfProducts: products.length, page: 1, resultsPerPage: 4, sort: 'position-asc' as const });

/** Only the namespaces the shop's pages send for their blocks (PageMessages), in the shop's locale. */
const blockMessages = Object.fromEntries(PAGE_NAMESPACES.blocks.map((namespace) => [namespace, messages[namespace]]));

interface Setup {
  blocks: Block[];
  data?: BlockData;
  isHome?: boolean;
  load?: LoadBlockData;
  /** The selected block's settings beside the canvas. */
  settings?: boolean;
}

/** Saves the draft as the workbench does: a moment after the last change. */
function Autosave() {
  useAutosave();
  return null;
}

/**
 * The editor as the page renders it: the canvas around the screen, whose blocks are the live canvas's
 * (inside the screen's messages, the shop locale's), and the settings of the selected block beside it.
 */
function renderEditor({ blocks, data = noData, isHome = false, load = jest.fn(), settings = false }: Setup): EditorStore {
  const context: BlockContext = {
    shop: { slug: 'demo' }, locale: 'en', mode: 'editor', links: { editor: true, locale: 'en', defaultLocale: 'en' }, data, headlineBlockId: null,
  };
  const store = createEditorStore({ ...start, blocks });
  render(
    <EditorStoreProvider store={store}>
      <Autosave />
      <Canvas labels={labels}>
        <NextIntlClientProvider locale="en" messages={blockMessages}>
          <CanvasBlocks context={context} isHome={isHome} loadBlockData={load} />
        </NextIntlClientProvider>
      </Canvas>
      {settings && <BlockSettings labels={labels} />}
    </EditorStoreProvider>,
  );
  return store;
}

const canvasBlock = (id: string) => document.querySelector<HTMLElement>(`[data-block-id="${id}"]`)!;
const canvasOrder = () => [...document.querySelectorAll<HTMLElement>('[data-block-id]')].map((element) => element.dataset.blockId);

describe('the live canvas', () => {
  it('shows a headline typed into the settings at once, before any save', () => {
    renderEditor({ blocks: [{ _id: 'img', type: 'image', data: { src: '/media/a.png', alt: 'Shop window', headline: 'Sale' } }], settings: true });
    fireEvent.click(canvasBlock('img'));
    expect(within(canvasBlock('img')).getByText('Sale')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Headline' }), { target: { value: 'Summer sale' } });
    expect(within(canvasBlock('img')).getByText('Summer sale')).toBeInTheDocument();
    // Autosave waits for the owner to pause: the canvas did not wait for it.
    expect(shopApi).not.toHaveBeenCalled();
  });

  it('shows moves, removals and their undo as they are dispatched', () => {
    const store = renderEditor({
      blocks: [
        { _id: 'a', type: 'text', data: { content: '<p>First</p>' } },
        { _id: 'cols', type: 'multi-column', data: {}, columns: [[{ _id: 'b', type: 'text', data: { content: '<p>In a column</p>' } }], []] },
        { _id: 'c', type: 'text', data: { content: '<p>Last</p>' } },
      ],
    });
    expect(canvasOrder()).toEqual(['a', 'cols', 'b', 'c']);

    act(() => void store.getState().dispatch({ type: 'move', id: 'c', to: { parentId: 'cols', column: 1, index: 0 } }));
    expect(canvasOrder()).toEqual(['a', 'cols', 'b', 'c']);
    expect(within(canvasBlock('cols')).getByText('Last')).toBeInTheDocument();

    act(() => void store.getState().dispatch({ type: 'move', id: 'a', to: { parentId: null, column: 0, index: 1 } }));
    expect(canvasOrder()).toEqual(['cols', 'b', 'c', 'a']);

    act(() => void store.getState().dispatch({ type: 'remove', id: 'cols' }));
    expect(canvasOrder()).toEqual(['a']);
    expect(screen.queryByText('In a column')).not.toBeInTheDocument();

    act(() => store.getState().undo());
    act(() => store.getState().undo());
    act(() => store.getState().undo());
    expect(canvasOrder()).toEqual(['a', 'cols', 'b', 'c']);
    expect(within(canvasBlock('c')).getByText('Last')).toBeInTheDocument();
  });

  it('keeps the blocks\' elements for selection, hiding per preview width and unknown types', () => {
    const store = renderEditor({
      blocks: [
        { _id: 'a', type: 'text', data: { content: '<p>Phones only</p>' }, settings: { hiddenOn: ['tablet', 'desktop'] } },
        { _id: 'x', type: 'ticker', data: {} },
      ],
    });
    expect(canvasBlock('a')).toHaveAttribute('data-hidden-on', 'tablet desktop');
    expect(canvasBlock('a')).toHaveAttribute('tabindex', '0');
    expect(within(canvasBlock('x')).getByText('Unknown block type: ticker')).toBeInTheDocument();

    act(() => void store.getState().dispatch({ type: 'update', id: 'a', settings: { hiddenOn: [] } }));
    expect(canvasBlock('a')).not.toHaveAttribute('data-hidden-on');
  });

  it('makes the home page\'s opening heading its h1 while the hero opens with one', () => {
    const store = renderEditor({
      isHome: true,
      blocks: [{ _id: 'hero', type: 'headline-block', data: {}, columns: [[{ _id: 't', type: 'text', data: { content: '<h2>Fresh bread</h2>' } }]] }],
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fresh bread');

    act(() => void store.getState().dispatch({ type: 'update', id: 't', data: { content: '<p>Fresh bread</p>' } }));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});

describe('a text edited in place on the live canvas', () => {
  const inlineText = () => within(canvasBlock('a')).findByRole('textbox', { name: 'Text of the block' });
  const startEditing = async (store: EditorStore) => {
    act(() => store.getState().select('a'));
    act(() => canvasBlock('a').focus());
    fireEvent.keyDown(canvasBlock('a'), { key: 'Enter' });
    return inlineText();
  };

  it('keeps the editor where it is while each keystroke renders the block again underneath', async () => {
    const store = renderEditor({ blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Fresh bread</p>' } }] });
    const text = await startEditing(store);
    fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
    fireEvent.click(within(canvasBlock('a')).getByRole('button', { name: 'Italic' }));

    expect(store.getState().blocks[0]!.data).toEqual({ content: '<p><em>Fresh bread</em></p>' });
    // The same editor, still in the block and focused: the canvas's rendering went on beside it.
    expect(await inlineText()).toBe(text);
    // Tiptap focuses in an animation frame (autofocus, and the toolbar's chain().focus()): on a busy machine after the click returns.
    await waitFor(() => expect(text).toHaveFocus());
    const rendered = canvasBlock('a').querySelector<HTMLElement>(':scope > .block-text')!;
    expect(rendered.innerHTML).toBe('<p><em>Fresh bread</em></p>');
    expect(rendered).not.toBeVisible();
  });

  it('follows the block into a layout, where the canvas renders it as a new element', async () => {
    const store = renderEditor({
      blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Fresh bread</p>' } }, { _id: 'cols', type: 'multi-column', data: {}, columns: [[], []] }],
    });
    const before = canvasBlock('a');
    await startEditing(store);
    act(() => void store.getState().dispatch({ type: 'move', id: 'a', to: { parentId: 'cols', column: 1, index: 0 } }));

    expect(canvasBlock('a')).not.toBe(before);
    expect(await within(canvasBlock('cols')).findByRole('textbox', { name: 'Text of the block' })).toHaveTextContent('Fresh bread');
  });
});

describe('a data-driven block on the live canvas', () => {
  const swiper = (categoryId: string): Block => ({ _id: 'swiper', type: 'category-swiper', data: { categoryId } });
  const serverData: BlockData = { lists: { swiper: listOf(product('Nordic Scarf')) }, queries: { swiper: swiperKey(SHOES) } };

  it('shows the note until the data of its new category arrives, then the products; Undo brings back the first at once', async () => {
    let answer: (data: BlockData) => void = () => undefined;
    const load = jest.fn<Promise<BlockData>, Parameters<LoadBlockData>>(() => new Promise((resolve) => (answer = resolve)));
    const store = renderEditor({ blocks: [swiper(SHOES)], data: serverData, load });
    expect(within(canvasBlock('swiper')).getByText('Nordic Scarf')).toBeInTheDocument();

    act(() => void store.getState().dispatch({ type: 'update', id: 'swiper', data: { categoryId: BAGS } }));
    // The server's products were for the other category: the editor's note until the new ones come.
    expect(within(canvasBlock('swiper')).queryByText('Nordic Scarf')).not.toBeInTheDocument();
    expect(within(canvasBlock('swiper')).getByRole('note')).toHaveTextContent('This category has no products to show yet.');

    // Asked a moment after the settings rest, once.
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]![0]).toMatchObject({ _id: 'swiper', type: 'category-swiper', data: { categoryId: BAGS, size: 4 } });
    await act(async () => answer({ lists: { swiper: listOf(product('Leather Bag')) }, queries: { swiper: swiperKey(BAGS) } }));
    expect(within(canvasBlock('swiper')).getByText('Leather Bag')).toBeInTheDocument();

    act(() => store.getState().undo());
    expect(within(canvasBlock('swiper')).getByText('Nordic Scarf')).toBeInTheDocument();
    act(() => store.getState().redo());
    expect(within(canvasBlock('swiper')).getByText('Leather Bag')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a new block without its data as its view does, and asks for none while it is not set up', async () => {
    const load = jest.fn<Promise<BlockData>, Parameters<LoadBlockData>>();
    const store = renderEditor({ blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Hello</p>' } }], load });
    act(() => void store.getState().dispatch({ type: 'insert', block: { _id: 'new', type: 'category-swiper', data: {} }, at: { parentId: null, column: 0, index: 1 } }));
    expect(within(canvasBlock('new')).getByRole('note')).toHaveTextContent('No category selected yet.');
    expect(load).not.toHaveBeenCalled();
  });
});
