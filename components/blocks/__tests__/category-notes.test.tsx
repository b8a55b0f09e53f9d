/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { RenderMode } from '@/lib/routing/constants';
import messages from '@/messages/en.json';
import { CategoryBlock } from '../category/view';
import { CategorySwiperBlock } from '../category-swiper/view';
import type { BlockContext } from '../types';

const context = (mode: RenderMode): BlockContext => ({
  shop: { slug: 'demo' },
  locale: 'en',
  mode,
  links: { editor: mode === 'editor', locale: 'en', defaultLocale: 'en' },
  // Neither block has products: no category set, or one whose products did not load or are none.
  data: { lists: {}, queries: {} },
});
const renderBlocks = () => null;
const swiper = (categoryId: string, mode: RenderMode) => (
  <CategorySwiperBlock block={{ _id: 'swiper', type: 'category-swiper', data: { categoryId, showStock: true, showPrice: true, size: 4 } }}
    context={context(mode)} renderBlocks={renderBlocks} />
);
const listing = (categoryId: string, mode: RenderMode) => (
  <CategoryBlock block={{ _id: 'listing', type: 'category', data: { categoryId, pageSize: 12 } }} context={context(mode)} renderBlocks={renderBlocks} />
);

function renderView(view: ReactNode) {
  const { container } = render(<NextIntlClientProvider locale="en" messages={messages}>{view}</NextIntlClientProvider>);
  return container;
}

describe.each([
  ['category swiper', swiper],
  ['category listing block', listing],
])('a %s without products', (_, view) => {
  it('shows the editor a note saying no category is chosen yet, with a button that leads to the category field', () => {
    renderView(view('', 'editor'));
    expect(screen.getByRole('note')).toHaveTextContent('No category selected yet.');
    expect(screen.getByRole('button', { name: 'Select category' })).toHaveAttribute('data-focus-field', 'categoryId');
  });

  it('shows the editor a note saying the chosen category has nothing to show', () => {
    renderView(view('0b6f4c1e-0000-4f51-9d38-000000000001', 'editor'));
    expect(screen.getByRole('note')).toHaveTextContent('This category has no products to show yet.');
    expect(screen.getByRole('button', { name: 'Select category' })).toBeInTheDocument();
  });

  it.each<RenderMode>(['live', 'preview'])('renders nothing for shoppers (%s)', (mode) => {
    expect(renderView(view('0b6f4c1e-0000-4f51-9d38-000000000001', mode))).toBeEmptyDOMElement();
  });
});
