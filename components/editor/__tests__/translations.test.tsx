/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import type { Block } from '@/lib/schemas/page-content';
import { BlockSettings } from '../block-settings';
import { MissingMarkers } from '../translations/missing-markers';
import { TranslationsPanel } from '../translations/translations-panel';
import { takeShown } from '../translations/show-after-switch';
import { labels, renderInEditor, start } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
jest.mock('../site/page-language/editor-target', () => ({ editorTargetIn: async (_from: string, to: string) => ({ path: `/editor/${to}/about` }) }));
const api = jest.mocked(shopApi);

const palette = { text: '#1d1d1f', muted: '#545a61', primary: '#0b57d0', accent: '#0b57d0', surface: '#ffffff', onPrimary: '#ffffff' };
// The German page of an English shop: the image's alternative text and headline are not German yet.
const blocks: Block[] = [
  { _id: 'img', type: 'image', data: { src: '/m/a.png', width: 800, height: 600, alt: 'A shoe', headline: 'Sale' } },
  { _id: 't', type: 'text', data: { content: '<p>Hallo</p>' } },
];
const german = {
  document: { ...start.document, locale: 'de' }, blocks, defaultLocale: 'en',
  otherTexts: { img: { en: { alt: 'A shoe', headline: 'Sale' } }, t: { en: { content: '<p>Hello</p>' }, fr: { content: '<p>Salut</p>' } } },
  missingTexts: [{ blockId: 'img', path: 'alt' }, { blockId: 'img', path: 'headline' }],
};

beforeEach(() => {
  api.mockReset();
  push.mockReset();
  api.mockResolvedValue({ findings: [], lookups: { palette, links: {}, imageBytes: {}, isHome: false, missingTexts: [
    { locale: 'de', blockId: 'img', path: 'alt' }, { locale: 'fr', blockId: 'img', path: 'headline' },
  ] } });
});

describe('a text missing in the edited language, in the inspector', () => {
  it('is marked, and Copy from English makes it the language’s own in one undo step', () => {
    const store = renderInEditor(<BlockSettings labels={labels} />, german);
    act(() => store.getState().select('img'));
    const texts = screen.getByRole('region', { name: 'Texts in Deutsch' });
    const copyAlt = within(texts).getByRole('button', { name: 'Copy from English: Alternative text' });
    expect(copyAlt).toHaveAccessibleDescription('Alternative text · Missing translation');
    expect(within(texts).getAllByText('Missing translation')).toHaveLength(2);
    expect(texts).toHaveTextContent('Shoppers see the English text here until it is translated.');

    fireEvent.click(copyAlt);
    expect(within(texts).getAllByText('Missing translation')).toHaveLength(1);
    expect(within(texts).queryByRole('button', { name: 'Copy from English: Alternative text' })).toBeNull();
    act(() => store.getState().undo());
    expect(within(screen.getByRole('region', { name: 'Texts in Deutsch' })).getAllByText('Missing translation')).toHaveLength(2);
  });

  it('offers Copy from English for a text that differs from the default language’s, and nothing in the default language', () => {
    const store = renderInEditor(<BlockSettings labels={labels} />, german);
    act(() => store.getState().select('t'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy from English: Text' }));
    expect(store.getState().blocks[1]!.data.content).toBe('<p>Hello</p>');
    expect(screen.queryByRole('region', { name: 'Texts in Deutsch' })).toBeNull();

    const english = renderInEditor(<BlockSettings labels={labels} />, { ...german, document: start.document });
    act(() => english.getState().select('img'));
    expect(screen.queryByRole('region', { name: /^Texts in/ })).toBeNull();
  });
});

describe('the Missing translations module', () => {
  it('lists the texts each language misses, the edited one live, each with a Show that selects its block', async () => {
    const store = renderInEditor(<TranslationsPanel labels={labels} />, german);
    const here = screen.getByRole('region', { name: 'Missing in Deutsch: 2' });
    expect(here).toHaveTextContent('Image · Alternative text');
    const shows = within(here).getAllByRole('button', { name: 'Show' });
    expect(shows[1]).toHaveAccessibleDescription('Image · Headline');
    fireEvent.click(shows[1]!);
    expect(store.getState().selectedId).toBe('img');

    // Another language's, from the server's look-up: its Show opens the page in that language on that block.
    const french = await screen.findByRole('region', { name: 'Missing in Français: 1' });
    fireEvent.click(within(french).getByRole('button', { name: 'Show' }));
    await act(async () => {});
    expect(push).toHaveBeenCalledWith('/editor/fr/about');
    expect(takeShown('fr')).toBe('img');
    expect(takeShown('fr')).toBeNull();
  });

  it('copies every missing text of the page from the default language as one step', async () => {
    const store = renderInEditor(<TranslationsPanel labels={labels} />, german);
    fireEvent.click(screen.getByRole('button', { name: 'Copy every missing text from English' }));
    expect(screen.queryByRole('region', { name: /Missing in Deutsch/ })).toBeNull();
    await screen.findByRole('region', { name: 'Missing in Français: 1' });
    act(() => store.getState().undo());
    expect(screen.getByRole('region', { name: 'Missing in Deutsch: 2' })).toBeInTheDocument();
  });
});

describe('the Missing translations module for the whole shop', () => {
  const pageId = '7b0c6a4e-8d1f-4c2a-9e3b-5f6a7b8c9d01';
  const sectionId = '7b0c6a4e-8d1f-4c2a-9e3b-5f6a7b8c9d02';
  const shop = [
    { kind: 'page', id: pageId, type: 'page', title: 'About us', languages: [
      { locale: 'de', route: '/i/ueber-uns', texts: [{ blockId: 'intro', path: 'content', text: 'Who we are', hidden: false }] },
      { locale: 'fr', route: '/i/a-propos', texts: [{ blockId: 'old', path: 'alt', text: 'Old shop', hidden: true }] },
    ] },
    { kind: 'section', id: sectionId, type: 'section', title: 'Opening hours', languages: [
      { locale: 'de', route: null, texts: [{ blockId: 'hours', path: 'content', text: 'Mon–Fri', hidden: false }] },
    ] },
  ];

  it('lists every page\'s missing texts per language, filters by language, and Show opens the page in that language at the block', async () => {
    api.mockImplementation(async (route) => (route.path === '/documents/missing-translations' ? shop : { findings: [], lookups: { palette, links: {}, imageBytes: {}, isHome: false, missingTexts: [] } }) as never);
    renderInEditor(<TranslationsPanel labels={labels} />, { ...german, document: { ...german.document, locale: 'en' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Whole shop' }));
    const about = await screen.findByRole('region', { name: 'About us' });
    expect(within(about).getByRole('region', { name: 'Missing in Deutsch: 1' })).toHaveTextContent('Text: Who we are');
    expect(within(about).getByRole('region', { name: 'Missing in Français: 1' })).toHaveTextContent('Old shop (hidden on every device)');

    // One language at a time: the section's and the page's German texts stay.
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(within(about).queryByRole('region', { name: /Français/ })).toBeNull();
    const section = screen.getByRole('region', { name: 'Section “Opening hours”' });

    fireEvent.click(within(about).getByRole('button', { name: 'Show' }));
    expect(push).toHaveBeenCalledWith('/editor/de/i/ueber-uns');
    expect(takeShown('de')).toBe('intro');
    // A section opens over the start page in that language.
    fireEvent.click(within(section).getByRole('button', { name: 'Show' }));
    expect(push).toHaveBeenLastCalledWith(`/editor/de?section=${sectionId}`);
    expect(takeShown('de')).toBe('hours');
  });

  it('says when every text of the shop is translated', async () => {
    api.mockImplementation(async (route) => (route.path === '/documents/missing-translations' ? [] : { findings: [], lookups: { palette, links: {}, imageBytes: {}, isHome: false, missingTexts: [] } }) as never);
    renderInEditor(<TranslationsPanel labels={labels} />, german);
    fireEvent.click(screen.getByRole('radio', { name: 'Whole shop' }));
    expect(await screen.findByText('Every text of the shop is translated into every language of the shop.')).toBeInTheDocument();
  });
});

describe('a block with a missing text, on the canvas', () => {
  it('is outlined and tagged, the tag its description too, until its texts are the language’s own', () => {
    for (const { _id } of blocks) {
      const element = document.body.appendChild(document.createElement('div'));
      element.dataset.blockId = _id;
      element.getBoundingClientRect = () => ({ top: 10, bottom: 110, left: 0, right: 300, width: 300, height: 100 }) as DOMRect;
    }
    const store = renderInEditor(<MissingMarkers doc={document} label="Missing translation" lang="en" unscale={1} />, german);
    const image = document.querySelector('[data-block-id="img"]')!;
    expect(image).toHaveAccessibleDescription('Missing translation');
    expect(document.querySelector('[data-block-id="t"]')).not.toHaveAttribute('aria-description');
    expect(document.querySelectorAll('[data-missing-translation]')).toHaveLength(1);
    expect(screen.getByText('Missing translation')).toBeVisible();

    act(() => { store.getState().copyFromDefault(german.missingTexts); });
    expect(document.querySelectorAll('[data-missing-translation]')).toHaveLength(0);
    expect(image).not.toHaveAttribute('aria-description');
    document.querySelectorAll('body > [data-block-id]').forEach((element) => element.remove());
  });
});
