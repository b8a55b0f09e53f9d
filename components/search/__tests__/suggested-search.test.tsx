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
  api.mockResolvedValue([suggestion('Stoneware Mug', 'stoneware-mug'), suggestion('Travel Mug', 'travel-mug')]);
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
    expect(api.mock.calls[0]![1]).toEqual({ query: { q: 'mug', limit: 10, locale: 'en' } });
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves the selection with the arrows and opens the selected product on Enter', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(input.closest('form')!);
    expect(push).toHaveBeenCalledWith('/p/stoneware-mug');
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

  it('resets the box on Escape', async () => {
    const input = renderBox();
    await typeAndWait(input, 'mug');
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveValue('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
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
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('follows the query of the next results page, replacing what was typed', async () => {
    const client = makeQueryClient();
    const { rerender } = render(box('/search', 'mug', client));
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await typeAndWait(input, 'scar');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    rerender(box('/search', 'scarf', client));
    expect(input).toHaveValue('scarf');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    rerender(box('/search', '', client));
    expect(input).toHaveValue('');
  });
});
