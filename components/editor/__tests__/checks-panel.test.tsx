/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { ChecksPanel } from '../checks/checks-panel';
import { labels, renderInEditor, start } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const api = jest.mocked(shopApi);

const palette = { text: '#1d1d1f', muted: '#545a61', primary: '#0b57d0', accent: '#0b57d0', surface: '#ffffff', onPrimary: '#ffffff' };
const lookups = { palette, links: {}, imageBytes: {}, missingTexts: [{ locale: 'de', blockId: 'img', path: 'alt' }], isHome: false };
const blocks = [
  { _id: 'intro', type: 'text', data: { content: '<h2>Hello</h2>' } },
  { _id: 'img', type: 'image', data: { src: '/media/x.jpg', alt: '', text: 'Sale', textColour: 4 } },
];

beforeEach(() => api.mockReset());

describe('the Checks panel', () => {
  it('lists the draft’s findings by kind, each with a Show that selects its block', async () => {
    api.mockResolvedValue({ findings: [], lookups });
    const store = renderInEditor(<ChecksPanel labels={labels} />, { blocks });
    expect(screen.getByRole('status')).toHaveTextContent('Checking the page…');
    expect(await screen.findByText('Findings: 3')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith(documentRoutes.checkDocument, { params: { kind: 'page', id: start.document.id } }, { silent: false });

    const contrast = screen.getByRole('region', { name: 'Colours hard to read' });
    expect(contrast).toHaveTextContent('Text colour: a contrast of 1:1 with the theme');
    expect(screen.getByRole('region', { name: 'Missing translations' })).toHaveTextContent('Texts missing in German: 1.');
    const show = within(screen.getByRole('region', { name: 'Images without alternative text' })).getByRole('button', { name: 'Show' });
    expect(show).toHaveAccessibleDescription('Image 1 has no alternative text: screen readers cannot say what it shows.');
    fireEvent.click(show);
    expect(store.getState().selectedId).toBe('img');
  });

  it('counts only the chosen language’s missing texts once “Publish <language>” was chosen', async () => {
    api.mockResolvedValue({ findings: [], lookups: { ...lookups, missingTexts: [...lookups.missingTexts, { locale: 'fr', blockId: 'intro', path: 'content' }] } });
    const store = renderInEditor(<ChecksPanel labels={labels} />, { blocks, languageNames: { en: 'English', de: 'German', fr: 'French' } });
    const missing = () => screen.getByRole('region', { name: 'Missing translations' });
    expect(await screen.findByText('Findings: 4')).toBeInTheDocument();
    act(() => store.getState().choosePublishLocale('fr'));
    expect(screen.getByText('For “Publish French”: only texts missing in French count.')).toBeInTheDocument();
    expect(screen.getByText('Findings: 3')).toBeInTheDocument();
    expect(missing()).not.toHaveTextContent('German');
    act(() => store.getState().choosePublishLocale(null));
    expect(screen.getByText('Findings: 4')).toBeInTheDocument();
  });

  it('follows the draft as it is edited, without asking the server again', async () => {
    api.mockResolvedValue({ findings: [], lookups: { ...lookups, missingTexts: [] } });
    const store = renderInEditor(<ChecksPanel labels={labels} />, { blocks });
    expect(await screen.findByText('Findings: 2')).toBeInTheDocument();
    act(() => { store.getState().documentChanged({ version: start.version, hasDraft: true, blocks: [blocks[0]!] }); });
    expect(await screen.findByText('Nothing found: nothing on this page gets in shoppers’ way.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the lookups cannot be had', async () => {
    api.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ findings: [], lookups });
    renderInEditor(<ChecksPanel labels={labels} />, { blocks });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Findings: 3')).toBeInTheDocument();
  });
});
