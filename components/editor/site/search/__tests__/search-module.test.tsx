/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import messages from '@/messages/en.json';
import { shopApi } from '@/lib/api/browser';
import { searchOwnerRoutes } from '@/lib/api/routes/search-owner';
import { PICKER_TEXT_KEYS } from '../../../fields/picker-labels';
import { SEARCH_TEXT_KEYS, type SearchText } from '../labels';
import { SearchModule } from '../search-module';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const text = Object.fromEntries(SEARCH_TEXT_KEYS.map((key) => [key, messages.EditorSearch[key]])) as SearchText;
const pickers = Object.fromEntries(PICKER_TEXT_KEYS.map((key) => [key, messages.EditorPickers[key]])) as Record<(typeof PICKER_TEXT_KEYS)[number], string>;
const locales = [{ identifier: 'en', name: 'English' }, { identifier: 'de', name: 'Deutsch' }];

const report = (week: string) => ({
  week, weeks: ['2026-11-23', '2026-11-16'],
  top: [{ query: 'mug', searches: 5, noResults: 0, clicks: 2 }, { query: 'parka', searches: 3, noResults: 3, clicks: 0 }],
  noResults: [{ query: 'parka', searches: 3, noResults: 3, clicks: 0 }],
  noClicks: [],
});
let synonyms: { id: string; words: string[] }[] = [];

beforeEach(() => {
  synonyms = [];
  api.mockReset();
  api.mockImplementation(async (route, input) => {
    const query = (input?.query ?? {}) as { week?: string };
    if (route === searchOwnerRoutes.getSearchReport) return report(query.week ?? '2026-11-23');
    if (route === searchOwnerRoutes.listSearchSynonyms) return { items: synonyms };
    if (route === searchOwnerRoutes.createSearchSynonym) {
      const group = { id: 'g1', words: (input!.body as { words: string[] }).words };
      synonyms = [...synonyms, group];
      return group;
    }
    if (route === searchOwnerRoutes.listSearchPins) return { items: [] };
    throw new Error('unexpected call');
  });
});

const renderModule = () => render(<SearchModule language="en" title="Search" locale="en" locales={locales} text={text} pickers={pickers} />);

describe('the Search module', () => {
  it("shows the week's three lists in the module's language", async () => {
    renderModule();
    expect(screen.getByRole('region', { name: 'Search' })).toBeTruthy();
    const top = await screen.findByRole('region', { name: 'Top searches' });
    expect(within(top).getAllByRole('row').map((row) => row.textContent)).toEqual(['Search termSearchesClicks', 'mug52', 'parka30']);
    expect(within(screen.getByRole('region', { name: 'Searches without results' })).getByRole('cell', { name: 'parka' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Searches without clicks' })).getByText('Nothing counted this week.')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(searchOwnerRoutes.getSearchReport, { query: { locale: 'en', week: undefined } }, { silent: true });
  });

  it('reads another week and another language when chosen', async () => {
    renderModule();
    fireEvent.change(await screen.findByLabelText('Week'), { target: { value: '2026-11-16' } });
    await waitFor(() => expect(api).toHaveBeenCalledWith(searchOwnerRoutes.getSearchReport, { query: { locale: 'en', week: '2026-11-16' } }, { silent: true }));
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    await waitFor(() => expect(api).toHaveBeenCalledWith(searchOwnerRoutes.listSearchSynonyms, { query: { locale: 'de' } }, { silent: true }));
  });

  it('adds a synonym group from comma-separated words, and asks for two different words', async () => {
    renderModule();
    const region = await screen.findByRole('region', { name: 'Synonyms' });
    await within(region).findByText('No synonyms yet.');
    fireEvent.change(within(region).getByLabelText('Words'), { target: { value: 'Hoodie, hoodie' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add synonym' }));
    expect(within(region).getByRole('alert').textContent).toBe('Enter at least two different words.');
    fireEvent.change(within(region).getByLabelText('Words'), { target: { value: 'hoodie, sweatshirt' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add synonym' }));
    expect(await within(region).findByText('hoodie, sweatshirt')).toBeTruthy();
    expect(api).toHaveBeenCalledWith(searchOwnerRoutes.createSearchSynonym, { query: { locale: 'en' }, body: { words: ['hoodie', 'sweatshirt'] } }, { silent: true });
    expect((within(region).getByLabelText('Words') as HTMLInputElement).value).toBe('');
  });
});
