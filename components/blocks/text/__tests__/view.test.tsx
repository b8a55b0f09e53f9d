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

  it('shows the leading heading of the text that names the page as its h1, and other texts\' headings as written', () => {
    renderText('<h2>New season</h2><p>Lead</p><h2>Later</h2>', { mode: 'live', links, headlineBlockId: 'text' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('New season');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Later');
  });

  it('keeps an h1 out of a text that does not name the page', () => {
    renderText('<h2>New season</h2><h1>Typed in</h1>', { mode: 'live', links, headlineBlockId: 'hero' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('New season');
  });
});

describe('the text block’s alignment and headline size per device', () => {
  const renderData = (data: Record<string, unknown>) =>
    render(<TextBlock block={{ _id: 't', type: 'text', data: { content: '<h2>Sale</h2>', ...data } }} context={{ mode: 'live', links } as BlockContext} renderBlocks={() => null} />)
      .container.firstElementChild!;

  it('centres a text on phones only with one class the CSS applies below 768 px, the wider devices keeping the theme’s', () => {
    const element = renderData({ devices: { phone: { align: 'center' } } });
    expect(element.className).toBe('block-text align-center-phone');
  });

  it('gives each device its resolved headline size: the tablet inherits the desktop’s, the phone has its own', () => {
    const element = renderData({ headlineSize: 'xl', devices: { phone: { headlineSize: 's' } } });
    expect(element).toHaveClass('headline-s-phone', 'headline-xl-tablet', 'headline-xl-desktop');
  });

  it('adds no class to a text stored before these settings, nor for a device set back to the theme’s', () => {
    expect(renderData({}).className).toBe('block-text');
    expect(renderData({ align: 'end', devices: { phone: { align: 'theme' } } }).className).toBe('block-text align-end-tablet align-end-desktop');
  });
});
