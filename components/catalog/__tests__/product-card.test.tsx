/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { ProductCard, type ListedProduct } from '@/components/catalog/product-card';
import { ProductGrid } from '@/components/catalog/product-grid';

// The links load their page ahead through the router (components/shell/intent-link.tsx).
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const links = { editor: false, locale: 'de', defaultLocale: 'en' };
const product = (overrides: Partial<ListedProduct> = {}): ListedProduct => ({
  productId: '00000000-0000-4000-8000-000000000001', sku: 'VT-1', name: 'Nordic Grey Scarf', slug: 'nordic-grey-scarf',
  manufacturer: 'Bergfeld', price: { amount: 3990, currency: 'EUR', formatted: '€39.90' }, stockLevel: 2, available: true,
  isVariationMaster: false, image: { url: '/media/1/scarf.svg', width: 800, height: 800, alt: 'Nordic Grey Scarf' }, swatches: [], ...overrides,
});
const inEnglish = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={messages}>{ui}</NextIntlClientProvider>);

describe('ProductCard', () => {
  it('names the product once: a heading whose link leads to the product page in the current language', () => {
    inEnglish(<ProductCard product={product()} links={links} />);
    const card = screen.getByRole('article');
    const heading = within(card).getByRole('heading', { level: 3, name: 'Nordic Grey Scarf' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/de/p/nordic-grey-scarf');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    // The picture is decorative: the name next to it already says what it shows.
    expect(within(card).getByRole('presentation')).toHaveAttribute('alt', '');
    expect(card).toHaveTextContent('Bergfeld');
    expect(card).toHaveTextContent('Price: €39.90');
    expect(card).toHaveTextContent('Only 2 left');
  });

  it('shows the average rating as stars read as one sentence, and nothing without reviews', () => {
    inEnglish(<ProductCard product={product({ rating: { average: 4.5, count: 12 } })} links={links} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    inEnglish(<ProductCard product={product({ rating: { average: 5, count: 1 } })} links={links} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars, 1 review' })).toBeInTheDocument();
    inEnglish(<ProductCard product={product()} links={links} />);
    expect(screen.getAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(2);
  });

  it('takes the heading level of the list it is in', () => {
    inEnglish(<ProductCard product={product()} links={links} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nordic Grey Scarf');
  });

  it('leaves out price and stock when the block says so', () => {
    inEnglish(<ProductCard product={product()} links={links} showPrice={false} showStock={false} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('€39.90');
    expect(screen.getByRole('article')).not.toHaveTextContent('left');
  });

  it.each([
    [0, false, 'Sold out'], [3, false, 'Only 3 left'], [4, false, 'In stock'], [0, true, null],
  ])('with stock level %i (master: %s) notes %s', (stockLevel, isVariationMaster, note) => {
    inEnglish(<ProductCard product={product({ stockLevel, isVariationMaster })} links={links} />);
    const text = screen.getByRole('article').textContent;
    for (const other of ['Sold out', 'left', 'In stock']) expect(text!.includes(other)).toBe(note?.includes(other) ?? false);
  });

  it('keeps its picture box without an image', () => {
    inEnglish(<ProductCard product={product({ image: null })} links={links} />);
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('Nordic Grey Scarf');
  });

  it('loads the images of the first slides at once and the others when they come near', () => {
    inEnglish(<><ProductCard product={product()} links={links} imageLoading="eager" /><ProductCard product={product()} links={links} /></>);
    const [eager, lazy] = screen.getAllByRole('presentation');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(lazy).toHaveAttribute('loading', 'lazy');
  });
});

describe('ProductGrid', () => {
  it('lists the cards and loads only the leading images at once', () => {
    const products = [1, 2, 3].map((n) => product({ productId: `00000000-0000-4000-8000-00000000000${n}`, name: `Scarf ${n}` }));
    inEnglish(<ProductGrid products={products} links={links} eager={2} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Scarf 1', 'Scarf 2', 'Scarf 3']);
    expect(screen.getAllByRole('presentation').map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    // The leading images are the page's likely largest paint: fetched first (Lighthouse's LCP discovery).
    expect(screen.getAllByRole('presentation').map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null]);
  });
});
