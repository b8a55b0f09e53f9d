import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import type { RenderMode } from '@/lib/routing/constants';
import { readSourceMarkers } from '@/lib/security/script-sources.mjs';
import messages from '@/messages/en.json';
import { BlockList } from '../block-list';
import { PageBlocks } from '../page-blocks';
import { blockViews } from '../registry';
import { toRenderBlocks } from '../render-blocks';
import type { BlockContext } from '../types';

// Rendered as a server does (no DOM), with only the namespaces a page sends for its blocks: the views
// must need nothing else, in the shoppers' server rendering and on the editor's canvas in the browser.
const blockMessages = Object.fromEntries(PAGE_NAMESPACES.blocks.map((namespace) => [namespace, messages[namespace]]));
const html = (element: ReactNode) => renderToStaticMarkup(<NextIntlClientProvider locale="en" timeZone="UTC" messages={blockMessages}>{element}</NextIntlClientProvider>);

const context = (mode: RenderMode): BlockContext => ({
  shop: { slug: 'demo' }, locale: 'en', mode, links: { editor: mode === 'editor', locale: 'en', defaultLocale: 'en' },
  data: { lists: {}, queries: {} },
});
const blocks = toRenderBlocks([
  { _id: 't', type: 'text', data: { content: '<h2>Fresh bread</h2>' }, settings: { hiddenOn: ['phone'] } },
  { _id: 'img', type: 'image', data: {} },
  { _id: 'swiper', type: 'category-swiper', data: {} },
  { _id: 'h', type: 'html', data: { html: '<p>Hello</p><script>track()</script>' } },
  { _id: 'x', type: 'ticker', data: {} },
]);

describe('block views', () => {
  it('are plain components, which render on the server and in the browser alike', () => {
    for (const view of Object.values(blockViews)) expect(view.constructor.name).toBe('Function');
  });

  it('render for shoppers without the editor\'s elements, notes and placeholders', () => {
    const page = html(<BlockList blocks={blocks} context={context('live')} />);
    expect(page).toContain('<div class="hidden-on-phone"><div class="block-text"><h2>Fresh bread</h2></div></div>');
    expect(page).toContain('<p>Hello</p>');
    expect(page).toContain('Unknown block type: ticker');
    expect(page).not.toContain('data-block-id');
    expect(page).not.toContain(messages.Blocks.imagePlaceholder);
    expect(page).not.toContain(messages.Blocks.categoryUnset);
  });

  it('render in editor mode each in its element, with the editor\'s notes and placeholders', () => {
    const page = html(<BlockList blocks={blocks} context={context('editor')} />);
    expect(page).toContain('<div tabindex="0" role="group" aria-label="text" data-block-id="t" data-hidden-on="phone"><div class="block-text"><h2>Fresh bread</h2></div></div>');
    expect(page).toContain(messages.Blocks.imagePlaceholder);
    expect(page).toContain(messages.Blocks.categoryUnset);
    expect(page).toContain('Unknown block type: ticker');
  });
});

describe('an empty block', () => {
  const empty = toRenderBlocks([
    { _id: 'blank', type: 'text', data: { content: '<p><br></p>' } },
    { _id: 'cols', type: 'multi-column', data: {}, columns: [[], [{ _id: 'in', type: 'text', data: { content: '<p>Filled</p>' } }]] },
  ]);

  it('shows a placeholder on the editor\'s canvas, a text\'s and a layout\'s empty column\'s, so that it can be seen and clicked', () => {
    const page = html(<BlockList blocks={empty} context={context('editor')} />);
    expect(page).toContain(messages.Blocks.textPlaceholder);
    expect(page.split(messages.Blocks.columnPlaceholder)).toHaveLength(2);
    expect(page).toContain('<p>Filled</p>');
  });

  it('shows shoppers nothing of it', () => {
    const page = html(<BlockList blocks={empty} context={context('live')} />);
    expect(page).not.toContain(messages.Blocks.textPlaceholder);
    expect(page).not.toContain(messages.Blocks.columnPlaceholder);
    expect(page).not.toContain('data-block-placeholder');
  });
});

describe('a block on the editor\'s canvas', () => {
  it('is a group named by its type in the owner\'s words, which shopper pages do not have', () => {
    const named = { ...context('editor'), blockNames: { text: 'Block: Text', image: 'Block: Bild' } };
    const page = html(<BlockList blocks={blocks} context={named} />);
    expect(page).toContain('role="group" aria-label="Block: Text" data-block-id="t"');
    expect(page).toContain('role="group" aria-label="Block: Bild" data-block-id="img"');
    expect(html(<BlockList blocks={blocks} context={context('live')} />)).not.toContain('role="group"');
  });
});

describe('a shopper page\'s blocks', () => {
  it('tell the page\'s policy of the free HTML blocks\' scripts in a signed marker, which the editor never renders', () => {
    expect(readSourceMarkers(html(<PageBlocks blocks={blocks} context={context('live')} isHome={false} />)).script).toEqual([
      expect.stringMatching(/^'sha256-/),
    ]);
    expect(html(<PageBlocks blocks={blocks} context={context('editor')} isHome={false} />)).not.toContain('data-csp-sources');
  });
});
