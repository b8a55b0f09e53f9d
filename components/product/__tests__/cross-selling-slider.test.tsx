/** @jest-environment jsdom */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import { PRODUCT_SWIPER_SIZE } from '@/lib/catalog/product-swiper';
import { makeQueryClient } from '@/lib/queries/query-client';
import { queryKeys } from '@/lib/queries/keys';
import messages from '@/messages/en.json';
import { CrossSellingSlider } from '../cross-selling-slider';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));
// The carousel's own behaviour is its tests'; here it only lists the slides.
jest.mock('@/components/carousel/carousel', () => ({
  Carousel: ({ slides, label }: { slides: React.ReactNode[]; label: string }) => <ul aria-label={label}>{slides.map((slide, i) => <li key={i}>{slide}</li>)}</ul>,
}));
const api = jest.mocked(shopApi);

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const tile = (n: number) => ({
  productId: id(n), sku: `VT-${n}`, name: `Product ${n}`, slug: `product-${n}`, manufacturer: null,
  price: { amount: 1000, currency: 'EUR', formatted: '€10.00' }, stockLevel: 5, available: true, isVariationMaster: false, image: null, swatches: [], isLoaded: true as const,
});
const ref = { shop: 'demo', locale: 'en', productId: id(9) };
const links = { editor: false, locale: 'en', defaultLocale: 'en' };

let queryClient: QueryClient;
beforeEach(() => {
  api.mockReset();
  queryClient = makeQueryClient();
});

function renderSlider(data: unknown) {
  queryClient.setQueryData(queryKeys.crossSelling('demo', 'en', id(9), PRODUCT_SWIPER_SIZE), data);
  render(
    <QueryClientProvider client={queryClient}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <CrossSellingSlider {...ref} links={links} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('CrossSellingSlider', () => {
  it('shows the loaded products under the owner\'s title, and "Show all" loads the rest', async () => {
    const rest = [5, 6].map((n) => ({ productId: id(n), isLoaded: false }));
    renderSlider({ products: [1, 2, 3, 4].map(tile).concat(rest as never), totalNumberOfProducts: 6, manualCrossSellingTitle: 'Goes with it' });
    expect(screen.getByRole('heading', { name: 'Goes with it' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    api.mockResolvedValue({ products: [1, 2, 3, 4, 5, 6].map(tile), totalNumberOfProducts: 6, manualCrossSellingTitle: 'Goes with it' } as never);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Show all 6' })); });
    expect(api).toHaveBeenCalledWith(catalogRoutes.getCrossSelling, { params: { guid: id(9) }, query: { locale: 'en', size: 100 } }, expect.objectContaining({ silent: true }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });

  it('uses the storefront\'s title without one, and offers nothing more when all are loaded', () => {
    renderSlider({ products: [1, 2].map(tile), totalNumberOfProducts: 2, manualCrossSellingTitle: null });
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
    // The cards' own buttons (Quick add) aside.
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});
