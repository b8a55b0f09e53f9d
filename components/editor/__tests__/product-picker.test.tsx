/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import { searchRoutes } from '@/lib/api/routes/search';
import messages from '@/messages/en.json';
import { PICKER_TEXT_KEYS } from '../fields/picker-labels';
import { ProductPicker } from '../fields/product-picker';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from '../fields/use-product-search';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);

const labels = Object.fromEntries(PICKER_TEXT_KEYS.map((key) => [key, messages.EditorPickers[key]])) as Record<(typeof PICKER_TEXT_KEYS)[number], string>;

const price = { amount: 1490, currency: 'EUR', formatted: '€14.90' };
const product = (n: number, name: string) => ({ productId: `0b6f4c1e-0000-4f51-9d38-00000000000${n}`, name });
const mug = product(1, 'Stoneware Mug');
const cup = product(2, 'Espresso Cup');
const pot = product(3, 'Tea Pot');
const travel = product(4, 'Travel Mug');
const deleted = product(9, 'never answered');

/** A product card as the list endpoint answers it. */
const card = (p: { productId: string; name: string }) => ({
  ...p, sku: 'SKU', slug: p.name.toLowerCase(), href: `/p/${p.name}`, manufacturer: null, price, stockLevel: 1,
  available: true, isVariationMaster: false, image: { url: `/media/${p.productId}/photo.png`, width: 100, height: 100, alt: '' },
});
const suggestion = (p: { productId: string; name: string }) => ({ ...p, slug: p.name, href: `/p/${p.name}`, image: null, price });

type Search = (q: string, signal: AbortSignal | undefined) => Promise<unknown>;
let search: Search;
let list: (ids: string[]) => Promise<unknown>;

function answer() {
  api.mockImplementation(((route: unknown, input: { query: Record<string, unknown> }, options?: { signal?: AbortSignal }) => {
    if (route === catalogRoutes.listProducts) return list(input.query.productIds as string[]);
    if (route === searchRoutes.suggestedSearch) return search(input.query.q as string, options?.signal);
    throw new Error('unexpected call');
  }) as typeof shopApi);
}
const known = [mug, cup, pot, travel];
const listCalls = () => api.mock.calls.filter(([route]) => route === catalogRoutes.listProducts);
const searchCalls = () => api.mock.calls.filter(([route]) => route === searchRoutes.suggestedSearch);

const onChange = jest.fn();
/** The picker as the settings panel holds it: the value is what it last handed on. */
function Harness({ initial, max = 10 }: { initial: string[]; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <ProductPicker label="Products" value={value} max={max} labels={labels} lang="en"
      onChange={(next) => { onChange(next); setValue(next); }} />
  );
}

/** The chosen rows' product names, in order: each row's text without its buttons' arrows. */
const chosenNames = () => within(screen.getByRole('list', { name: 'Chosen products' })).getAllByRole('listitem')
  .map((item) => item.textContent!.replace(/[↑↓✕]/g, ''));
const announced = () => document.querySelector('[aria-live="polite"]')!.textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
async function typeAndWait(text: string, ms = PRODUCT_SEARCH_DEBOUNCE_MS) {
  fireEvent.change(searchBox(), { target: { value: text } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  api.mockReset();
  onChange.mockReset();
  list = (ids) => Promise.resolve({ products: known.filter((p) => ids.includes(p.productId)).map(card), totalNumberOfProducts: 0, page: 1, resultsPerPage: 1, sort: 'position-asc' });
  search = () => Promise.resolve([suggestion(travel), suggestion(mug)]);
  answer();
});
afterEach(() => jest.useRealTimers());

describe('the product picker', () => {
  it('names the chosen products in their order with one lookup, and shows ids the shop does not list as unknown', async () => {
    render(<Harness initial={[pot.productId, deleted.productId, 'not-an-id', mug.productId]} />);
    expect(screen.getByText('Loading the chosen products…')).toHaveRole('status');
    expect(await screen.findByText('Tea Pot')).toBeInTheDocument();
    expect(chosenNames()).toEqual(['Tea Pot', 'Unknown product', 'Unknown product', 'Stoneware Mug']);
    // One call, for the ids that can be products at all, silently: a failure shows in the picker.
    expect(listCalls()).toEqual([[catalogRoutes.listProducts,
      { query: { productIds: [pot.productId, deleted.productId, mug.productId], resultsPerPage: 3 } }, { silent: true }]]);
    expect(screen.getByRole('button', { name: 'Remove product: Tea Pot' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove product: Unknown product' })).toHaveLength(2);
    // The thumbnail is decoration beside the name (alt=""), so it is found by its element.
    const thumbnail = screen.getByText('Tea Pot').closest('li')!.querySelector('img');
    expect(thumbnail).toHaveAttribute('src', expect.stringContaining(encodeURIComponent(`/media/${pot.productId}/photo.png`)));
    expect(thumbnail).toHaveAttribute('alt', '');
  });

  it('says when no product is chosen, without asking the API', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByText('No products chosen yet.')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('moves a product up and down, announcing where it went and keeping the focus on it', async () => {
    render(<Harness initial={[mug.productId, cup.productId, pot.productId]} />);
    await screen.findByText('Espresso Cup');
    expect(screen.getByRole('button', { name: 'Move up: Stoneware Mug' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Tea Pot' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move down: Stoneware Mug' }));
    expect(onChange).toHaveBeenLastCalledWith([cup.productId, mug.productId, pot.productId]);
    expect(chosenNames()).toEqual(['Espresso Cup', 'Stoneware Mug', 'Tea Pot']);
    expect(announced()).toBe('Stoneware Mug moved to position 2 of 3.');
    expect(screen.getByRole('button', { name: 'Move down: Stoneware Mug' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Move down: Stoneware Mug' }));
    expect(chosenNames()).toEqual(['Espresso Cup', 'Tea Pot', 'Stoneware Mug']);
    // At the bottom "Move down" is disabled: the focus goes to "Move up" of the same product.
    expect(screen.getByRole('button', { name: 'Move up: Stoneware Mug' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Move up: Tea Pot' }));
    expect(onChange).toHaveBeenLastCalledWith([pot.productId, cup.productId, mug.productId]);
    expect(announced()).toBe('Tea Pot moved to position 1 of 3.');
    expect(screen.getByRole('button', { name: 'Move down: Tea Pot' })).toHaveFocus();
    expect(listCalls()).toHaveLength(1);
  });

  it('removes a product, announcing it and moving the focus to the next one, or to the search once none is left', async () => {
    render(<Harness initial={[mug.productId, cup.productId]} />);
    await screen.findByText('Espresso Cup');
    fireEvent.click(screen.getByRole('button', { name: 'Remove product: Stoneware Mug' }));
    expect(onChange).toHaveBeenLastCalledWith([cup.productId]);
    expect(chosenNames()).toEqual(['Espresso Cup']);
    expect(announced()).toBe('Stoneware Mug removed.');
    expect(screen.getByRole('button', { name: 'Remove product: Espresso Cup' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Remove product: Espresso Cup' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByText('No products chosen yet.')).toBeInTheDocument();
    expect(searchBox()).toHaveFocus();
  });

  it('searches once typing pauses for 250 ms, and only for two letters or more', async () => {
    render(<Harness initial={[]} />);
    await typeAndWait('m', 1000);
    expect(searchCalls()).toHaveLength(0);
    await typeAndWait('mu', PRODUCT_SEARCH_DEBOUNCE_MS - 1);
    await typeAndWait('mug', PRODUCT_SEARCH_DEBOUNCE_MS - 1);
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAccessibleDescription('Type at least two letters of a product name.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(searchCalls()).toEqual([[searchRoutes.suggestedSearch, { query: { q: 'mug', limit: 10 } }, { signal: expect.any(AbortSignal), silent: true }]]);
    expect(await screen.findByRole('button', { name: 'Add product: Travel Mug' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add product: Stoneware Mug' })).toBeEnabled();
  });

  it('aborts a search that a newer one replaces, so its late answer is never shown', async () => {
    const pending: { q: string; signal?: AbortSignal; resolve: (value: unknown) => void }[] = [];
    search = (q, signal) => new Promise((resolve) => pending.push({ q, signal, resolve }));
    render(<Harness initial={[]} />);
    await typeAndWait('mu');
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await typeAndWait('tea');
    expect(pending.map((call) => [call.q, call.signal?.aborted])).toEqual([['mu', true], ['tea', false]]);
    // The old answer comes last, as a slow server may send it.
    await act(async () => pending[1]!.resolve([suggestion(pot)]));
    await act(async () => pending[0]!.resolve([suggestion(mug)]));
    expect(screen.getByRole('button', { name: 'Add product: Tea Pot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product: Stoneware Mug' })).not.toBeInTheDocument();
  });

  it('adds a search result at the end without looking it up, and offers it no more', async () => {
    render(<Harness initial={[mug.productId]} />);
    await screen.findByText('Stoneware Mug');
    await typeAndWait('mug');
    expect(screen.getByRole('button', { name: 'Add product: Stoneware Mug' })).toBeDisabled();
    expect(screen.getByText('Stoneware Mug', { selector: 'ul span' })).toHaveTextContent('Stoneware Mug · already chosen');

    fireEvent.click(screen.getByRole('button', { name: 'Add product: Travel Mug' }));
    expect(onChange).toHaveBeenLastCalledWith([mug.productId, travel.productId]);
    expect(chosenNames()).toEqual(['Stoneware Mug', 'Travel Mug']);
    expect(announced()).toBe('Travel Mug added.');
    expect(screen.getByRole('button', { name: 'Add product: Travel Mug' })).toBeDisabled();
    expect(listCalls()).toHaveLength(1);
  });

  it('offers no more products once the block holds as many as it may', async () => {
    render(<Harness initial={[mug.productId, cup.productId]} max={2} />);
    await screen.findByText('Espresso Cup');
    await typeAndWait('mug');
    expect(screen.getByRole('button', { name: 'Add product: Travel Mug' })).toBeDisabled();
    expect(searchBox()).toHaveAccessibleDescription('At most 2 products can be chosen.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove product: Espresso Cup' }));
    expect(screen.getByRole('button', { name: 'Add product: Travel Mug' })).toBeEnabled();
  });

  it('says when nothing matches', async () => {
    search = () => Promise.resolve([]);
    render(<Harness initial={[]} />);
    await typeAndWait('lamp');
    expect(screen.getByText('No products found.')).toBeInTheDocument();
  });

  it('says when the search failed, and searches again on request', async () => {
    search = () => Promise.reject(new Error('offline'));
    render(<Harness initial={[]} />);
    await typeAndWait('mug');
    expect(screen.getByRole('alert')).toHaveTextContent('The search failed.');
    search = () => Promise.resolve([suggestion(travel)]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByRole('button', { name: 'Add product: Travel Mug' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searchCalls()).toHaveLength(2);
  });

  it('says when the chosen products could not be named, and looks them up again on request', async () => {
    list = () => Promise.reject(new Error('offline'));
    render(<Harness initial={[mug.productId]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The chosen products could not be loaded.');
    // Still there to move or remove, by its id.
    expect(screen.getByRole('button', { name: `Remove product: ${mug.productId}` })).toBeInTheDocument();
    list = (ids) => Promise.resolve({ products: known.filter((p) => ids.includes(p.productId)).map(card), totalNumberOfProducts: 1, page: 1, resultsPerPage: 1, sort: 'position-asc' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stoneware Mug')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
