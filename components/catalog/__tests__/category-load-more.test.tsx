/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import messages from '@/messages/en.json';
import { CategoryLoadMore } from '../category-load-more';
import type { ListedProduct } from '../product-card';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
const api = jest.mocked(shopApi);

const product = (n: number): ListedProduct => ({
  productId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, sku: `VT-${n}`, name: `Product ${n}`, slug: `product-${n}`,
  manufacturer: null, price: { amount: 1000, currency: 'EUR', formatted: '€10.00' }, stockLevel: 5, available: false,
  isVariationMaster: false, image: null, swatches: [],
}) as ListedProduct;

function renderLoadMore() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CategoryLoadMore categoryId="c1" sort="position-asc" explicitSort={false} page={1} resultsPerPage={2} total={5}
        categoryHref="/c/clothing" links={{ editor: false, locale: 'en', defaultLocale: 'en' }} />
    </NextIntlClientProvider>,
  );
}

describe('CategoryLoadMore', () => {
  it('stays focusable while it loads, ignores a second press, then puts focus on the first new product', async () => {
    let answer: (value: unknown) => void = () => {};
    api.mockReturnValueOnce(new Promise((resolve) => { answer = resolve; }) as never);
    renderLoadMore();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(api).toHaveBeenCalledTimes(1);

    await act(async () => { answer({ products: [product(3), product(4)] }); });
    expect(screen.getByRole('link', { name: 'Product 3' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps focus on the button when loading failed, for another try', async () => {
    api.mockRejectedValueOnce(new Error('offline'));
    renderLoadMore();
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await act(async () => { fireEvent.click(button); });
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-disabled');
  });
});
