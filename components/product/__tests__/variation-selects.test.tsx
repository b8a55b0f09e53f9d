/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { LinkContext } from '@/lib/routing/links';
import messages from '@/messages/en.json';
import { VariationSelects } from '../variation-selects';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

const links: LinkContext = { editor: false, locale: 'en', defaultLocale: 'en', carried: {} };
const sizes = ['S', 'M', 'L'];
const variations = sizes.map((size) => ({ slug: `sweater-${size.toLowerCase()}`, attributes: [{ name: 'size', value: size }] }));
const sweater = (size: string) => ({
  variationAttributes: [{ name: 'size', displayName: 'Size', values: sizes.map((value) => ({ value, displayValue: value })) }],
  variations, productVariationSelection: [{ name: 'size', value: size }],
}) as unknown as Parameters<typeof VariationSelects>[0]['product'];

/** The product page as a navigation renders it: a new page per variation, so new dropdowns. */
const page = (size: string) => (
  <NextIntlClientProvider locale="en" messages={messages}>
    <VariationSelects key={size} product={sweater(size)} links={links} />
  </NextIntlClientProvider>
);
const size = () => screen.getByRole('combobox', { name: 'Size' });

beforeEach(() => {
  jest.useFakeTimers();
  mockPush.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('the buy box\'s variation dropdowns', () => {
  it('open the variation chosen from the list at once, and stay usable meanwhile', () => {
    render(page('S'));
    fireEvent.change(size(), { target: { value: 'M' } });
    expect(mockPush).toHaveBeenCalledWith('/p/sweater-m');
    expect(size()).toBeEnabled();
  });

  it('wait for Enter before opening a value passed with the arrow keys, which show at once', () => {
    render(page('S'));
    size().focus();
    fireEvent.keyDown(size(), { key: 'ArrowDown' });
    fireEvent.change(size(), { target: { value: 'M' } });
    act(() => { jest.runOnlyPendingTimers(); });
    fireEvent.keyDown(size(), { key: 'ArrowDown' });
    fireEvent.change(size(), { target: { value: 'L' } });
    act(() => { jest.runOnlyPendingTimers(); });
    expect(mockPush).not.toHaveBeenCalled();
    expect(size()).toHaveValue('L');
    fireEvent.keyDown(size(), { key: 'Enter' });
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith('/p/sweater-l');
  });

  it('open a value passed with the arrow keys when the shopper leaves the dropdown', () => {
    render(page('S'));
    fireEvent.keyDown(size(), { key: 'ArrowDown' });
    fireEvent.change(size(), { target: { value: 'M' } });
    expect(mockPush).not.toHaveBeenCalled();
    fireEvent.blur(size());
    expect(mockPush).toHaveBeenCalledWith('/p/sweater-m');
  });

  it('give focus back to the new page\'s dropdown when the shopper was on it', () => {
    const { rerender } = render(page('S'));
    size().focus();
    fireEvent.change(size(), { target: { value: 'M' } });
    rerender(page('M'));
    expect(size()).toHaveValue('M');
    expect(size()).toHaveFocus();
  });

  it('leave focus where the shopper went when leaving the dropdown opened the variation', () => {
    const { rerender } = render(page('S'));
    fireEvent.keyDown(size(), { key: 'ArrowDown' });
    fireEvent.change(size(), { target: { value: 'M' } });
    fireEvent.blur(size());
    rerender(page('M'));
    expect(size()).not.toHaveFocus();
  });
});
