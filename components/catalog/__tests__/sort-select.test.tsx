/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { SortOption } from '@/lib/catalog/listing';
import messages from '@/messages/en.json';
import { SortSelect } from '../sort-select';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const options: SortOption[] = ['position-asc', 'price-asc', 'price-desc'];
const hrefs = { 'position-asc': '/c/clothing', 'price-asc': '/c/clothing/sort/price-asc', 'price-desc': '/c/clothing/sort/price-desc' };
/** A category page per sort: a navigation renders the next one. */
const page = (value: SortOption) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <SortSelect options={options} value={value} hrefs={hrefs} />
  </NextIntlClientProvider>
);
const sort = () => screen.getByRole('combobox', { name: 'Sort by' });

beforeEach(() => {
  jest.useFakeTimers();
  mockPush.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('SortSelect', () => {
  it('opens the sort chosen from the list, and the next page\'s select takes focus back', () => {
    const { rerender } = render(page('position-asc'));
    sort().focus();
    fireEvent.change(sort(), { target: { value: 'price-asc' } });
    expect(mockPush).toHaveBeenCalledWith('/c/clothing/sort/price-asc', { scroll: false });
    rerender(page('price-asc'));
    expect(sort()).toHaveValue('price-asc');
    expect(sort()).toHaveFocus();
  });

  it('applies sorts passed with the arrow keys on Enter only, keeping focus', () => {
    const { rerender } = render(page('position-asc'));
    sort().focus();
    for (const value of ['price-asc', 'price-desc']) {
      fireEvent.keyDown(sort(), { key: 'ArrowDown' });
      fireEvent.change(sort(), { target: { value } });
      act(() => { jest.runOnlyPendingTimers(); });
    }
    expect(mockPush).not.toHaveBeenCalled();
    fireEvent.keyDown(sort(), { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith('/c/clothing/sort/price-desc', { scroll: false });
    rerender(page('price-desc'));
    expect(sort()).toHaveFocus();
  });

  it('applies a sort passed with the arrow keys on leaving the select, without taking focus back', () => {
    const { rerender } = render(page('position-asc'));
    fireEvent.keyDown(sort(), { key: 'ArrowDown' });
    fireEvent.change(sort(), { target: { value: 'price-asc' } });
    fireEvent.blur(sort());
    expect(mockPush).toHaveBeenCalledWith('/c/clothing/sort/price-asc', { scroll: false });
    rerender(page('price-asc'));
    expect(sort()).not.toHaveFocus();
  });
});
