/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { BlockContext } from '../../types';
import { TextBlock } from '../view';

const links = { editor: false, locale: 'en', defaultLocale: 'en' };
const renderText = (content: string, context: Partial<BlockContext>) =>
  render(<TextBlock block={{ _id: 'text', type: 'text', data: { content } }} context={context as BlockContext} renderBlocks={() => null} />);

describe('the text block view', () => {
  it('keeps the page\'s shop and preview on links into the shop, and leaves other links as written', () => {
    renderText('<p><a href="/i/our-stores">Stores</a> <a href="https://example.com/">Elsewhere</a></p>',
      { mode: 'preview', links: { ...links, carried: { shop: 'beyond-demo', preview: true } } });
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/i/our-stores?preview=1&shop=beyond-demo');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('leaves links alone on a page that carries nothing', () => {
    renderText('<p><a href="/i/our-stores">Stores</a></p>', { mode: 'live', links });
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/i/our-stores');
  });
});
