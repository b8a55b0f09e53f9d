/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RenderMode } from '@/lib/routing/constants';
import type { Shop } from '@/lib/server/shop/types';
import messages from '@/messages/en.json';
import { CategoryBlock } from '../category/view';
import { CategorySwiperBlock } from '../category-swiper/view';
import type { BlockContext } from '../types';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: keyof typeof messages) => (key: string) => (messages[namespace] as Record<string, string>)[key],
}));

const context = (mode: RenderMode): BlockContext => ({
  shop: { slug: 'demo' } as Shop,
  locale: 'en',
  mode,
  links: { editor: mode === 'editor', locale: 'en', defaultLocale: 'en' },
  // Neither block has products: no category set, or one whose products did not load or are none.
  data: { categoryLists: {}, productSets: {} },
});
const renderBlocks = () => null;
const swiper = (categoryId: string, mode: RenderMode) => CategorySwiperBlock({
  block: { _id: 'swiper', type: 'category-swiper', data: { categoryId, showStock: true, showPrice: true, size: 4 } }, context: context(mode), renderBlocks,
});
const listing = (categoryId: string, mode: RenderMode) => CategoryBlock({
  block: { _id: 'listing', type: 'category', data: { categoryId, pageSize: 12 } }, context: context(mode), renderBlocks,
});

async function renderView(view: Promise<ReactNode>) {
  const { container } = render(<>{await view}</>);
  return container;
}

describe.each([
  ['category swiper', swiper],
  ['category listing block', listing],
])('a %s without products', (_, view) => {
  it('shows the editor a note saying no category is chosen yet, with a button that leads to the category field', async () => {
    await renderView(view('', 'editor'));
    expect(screen.getByRole('note')).toHaveTextContent('No category selected yet.');
    expect(screen.getByRole('button', { name: 'Select category' })).toHaveAttribute('data-focus-field', 'categoryId');
  });

  it('shows the editor a note saying the chosen category has nothing to show', async () => {
    await renderView(view('0b6f4c1e-0000-4f51-9d38-000000000001', 'editor'));
    expect(screen.getByRole('note')).toHaveTextContent('This category has no products to show yet.');
    expect(screen.getByRole('button', { name: 'Select category' })).toBeInTheDocument();
  });

  it.each<RenderMode>(['live', 'preview'])('renders nothing for shoppers (%s)', async (mode) => {
    expect(await renderView(view('0b6f4c1e-0000-4f51-9d38-000000000001', mode))).toBeEmptyDOMElement();
  });
});
