/** @jest-environment jsdom */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { makeQueryClient } from '@/lib/queries/query-client';
import { SuggestedSearch } from '../suggested-search';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = shopApi as jest.MockedFunction<typeof shopApi>;

const suggestion = (name: string, slug: string) => ({
  productId: crypto.randomUUID(), name, slug, href: `/p/${slug}`, image: null,
  price: { amount: 1490, currency: 'EUR', formatted: '€14.90' },
});

function box(action: string, query: string, client = makeQueryClient()) {
  return (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <SuggestedSearch action={action} shop="demo" links={{ editor: false, locale: 'en', defaultLocale: 'en' }} query={query} />
      </NextIntlClientProvider>
    </QueryClientProvider>
  );
}

function renderBox(action = '/search', query = '') {
  render(box(action, query));
  return screen.getByRole('combobox', { name: 'Search products' });
}

async function typeAndWait(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(800);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  api.mockReset();
  localStorage.clear();
  api.mockResolvedValue({
    products: [suggestion('Stoneware Mug', 'stoneware-mug'), suggestion('Travel Mug', 'travel-mug')],
    categories: [{ label: 'Mugs & Tableware', href: '/c/mugs-tableware' }], pages: [], brands: [],
  });
});

afterEach(() => jest.useRealTimers());

describe('SuggestedSearch', () => {
  it('is a text field with the combobox role, which HTML does not allow on type="search", and keeps the search keyboard', () => {
    const input = renderBox();
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'search');
    expect(input).toHaveAttribute('enterkeyhint', 'search');
    expect(input).toHaveAttribute('name', 'q');
    expect(document.getElementById(input.getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
  });

  it('is a declarative WebMCP tool (W3C WebMCP draft) an agent may submit, its query the parameter', () => {
    const input = renderBox();
    const form = input.closest('form')!;
    expect(form).toHaveAttribute('toolname', 'search_catalog');
    expect(form.getAttribute('tooldescription')).toMatch(/Search/);
    expect(form).toHaveAttribute('toolautosubmit', '');
    expect(input.getAttribute('toolparamdescription')).toMatch(/Words to search for/);
  });

  it('asks for suggestions only after 800 ms without typing and only for more than 1 character', async () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: 'm' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(api).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'mu' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(799);
    });
    expect(api).not.toHaveBeenCalled();
    await typeAndWait(input, 'mug');
    expect(api).toHaveBeenCalledTimes(1);
    expect(api.mock.calls[0]![1]).toEqual({ query: { q: 'mug', limit: 6, locale: 'en' } });
    // "Search for", two products, one category.
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the selection with the arrows across the groups and opens the selected option on Enter', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('Search for “mug”');
    expect(screen.getByRole('group', { name: 'Products' })).toContainElement(options[1]!);
    expect(screen.getByRole('group', { name: 'Categories' })).toContainElement(options[3]!);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/p/stoneware-mug');
  });

  it('marks the typed part of each label', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    await screen.findAllByRole('option');
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Mug', 'Mug', 'Mug']);
  });

  it('asks once per pause and aborts the request in flight when typing goes on', async () => {
    let signal: AbortSignal | undefined;
    api.mockImplementationOnce((_route, _input, options) => {
      signal = (options as { signal: AbortSignal }).signal;
      // As fetch does: pending until aborted, then rejected.
      return new Promise((_resolve, reject) => signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    });
    const input = renderBox();
    await typeAndWait(input, 'mug');
    expect(api).toHaveBeenCalledTimes(1);
    expect(signal?.aborted).toBe(false);
    fireEvent.change(input, { target: { value: 'mugs' } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(signal?.aborted).toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(800);
    });
    expect(api).toHaveBeenCalledTimes(2);
  });

  it('offers the recent searches of this browser in the empty focused box, and clears them', async () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: 'scarf' } });
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/search?q=scarf');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.focus(input);
    const recent = screen.getByRole('group', { name: 'Recent searches' });
    expect(recent).toHaveTextContent('scarf');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenLastCalledWith('/search?q=scarf');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    expect(api).not.toHaveBeenCalled();
  });

  it('searches for the trimmed query on Enter without a selection', async () => {
    const input = renderBox();
    fireEvent.change(input, { target: { value: '  blue mug ' } });
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/search?q=blue+mug');
  });

  it('keeps the page\'s shop and preview: as hidden fields of the form without JavaScript, in the address with it', () => {
    const input = renderBox('/search?preview=1&shop=beyond-demo');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveFormValues({ preview: '1', shop: 'beyond-demo' });
    fireEvent.change(input, { target: { value: 'mug' } });
    fireEvent.submit(form);
    expect(push).toHaveBeenCalledWith('/search?preview=1&shop=beyond-demo&q=mug');
  });

  it('shows the noEmptySubmit message as placeholder for an empty submit', () => {
    const input = renderBox();
    fireEvent.submit(input.closest('form')!);
    expect(push).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('placeholder', 'Please enter a search term');
  });

  it('closes the list on a first Escape keeping the text, and clears the box on a second', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('mug');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps earlier answers per query instead of asking again', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    await typeAndWait(input, 'cup');
    await typeAndWait(input, 'mug');
    expect(api.mock.calls.map(([, input]) => (input as { query: { q: string } }).query.q)).toEqual(['mug', 'cup']);
  });

  it('shows the results page\'s query without opening the list or asking for suggestions', async () => {
    const input = renderBox('/search', 'blue mug');
    expect(input).toHaveValue('blue mug');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(api).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/search?q=blue+mug');
    await typeAndWait(input, 'blue mugs');
    expect(api).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByRole('option')).toHaveLength(4);
  });

  it('follows the query of the next results page, replacing what was typed', async () => {
    const client = makeQueryClient();
    const { rerender } = render(box('/search', 'mug', client));
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await typeAndWait(input, 'scar');
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    rerender(box('/search', 'scarf', client));
    expect(input).toHaveValue('scarf');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    rerender(box('/search', '', client));
    expect(input).toHaveValue('');
  });
});
