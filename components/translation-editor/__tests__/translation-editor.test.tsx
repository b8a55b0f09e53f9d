/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { isTranslationEditorEnabled, translationEditorHosts } from '@/lib/i18n/translation-editor-flag';
import { changesFile, TranslationEditor } from '../translation-editor';

// The API's answer for a language (GET /translations/{language}): its messages file as written.
const askedFor: unknown[] = [];
jest.mock('@/lib/api/browser', () => ({
  shopApi: async (_route: unknown, input: { params: { language: string } }) => {
    askedFor.push(input.params.language);
    return jest.requireActual(`@/messages/${input.params.language}.json`) as unknown;
  },
}));

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the translation editor flag', () => {
  it('is on for the hosts named, with their port, or by the local flag', () => {
    const hosts = translationEditorHosts(' Translate.example.com , localhost:3000,,');
    expect(hosts).toEqual(['translate.example.com', 'localhost:3000']);
    expect(isTranslationEditorEnabled({ host: 'TRANSLATE.example.com', hosts, localFlag: null })).toBe(true);
    expect(isTranslationEditorEnabled({ host: 'localhost:3000', hosts, localFlag: null })).toBe(true);
    expect(isTranslationEditorEnabled({ host: 'shop.example.com', hosts, localFlag: null })).toBe(false);
    expect(isTranslationEditorEnabled({ host: 'shop.example.com', hosts: [], localFlag: '1' })).toBe(true);
    expect(isTranslationEditorEnabled({ host: 'shop.example.com', hosts: [], localFlag: '0' })).toBe(false);
  });
});

describe('TranslationEditor', () => {
  it('shows the key of a text picked on the page, keeps a new text, shows it in place and offers it as a messages file', async () => {
    document.body.innerHTML = '<div id="page"><a href="#top" id="up">Back to top</a></div>';
    render(<TranslationEditor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick a text' }));
    const link = document.getElementById('up')!;
    const followed = fireEvent.click(link);
    // The page's own action does not run while picking.
    expect(followed).toBe(false);
    const entry = within((await screen.findByText('Shell.backToTop')).closest('li')!);
    fireEvent.change(entry.getByLabelText('New text (en)'), { target: { value: 'Up we go' } });
    fireEvent.click(entry.getByRole('button', { name: 'Keep change' }));
    expect(screen.getByText('Changes kept in this browser: 1')).toBeInTheDocument();
    expect(link.textContent).toBe('Up we go');
    expect(JSON.parse(window.localStorage.getItem('vitrine:translation-editor:changes:en')!)).toEqual({ 'Shell.backToTop': 'Up we go' });
    expect(screen.getByRole('button', { name: 'Download changes' })).toBeEnabled();
    expect(askedFor).toContain('en');
  });

  it('offers a message with arguments as written, to be translated with its placeholders', async () => {
    document.body.innerHTML = '<p id="kept">Changes kept in this browser: 3</p>';
    render(<TranslationEditor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick a text' }));
    fireEvent.click(document.getElementById('kept')!);
    const entry = within((await screen.findByText('TranslationEditor.kept')).closest('li')!);
    expect(entry.getByLabelText('New text (en)')).toHaveValue('Changes kept in this browser: {count}');
  });

  it('says so when the picked text is none of the interface texts, and picks by Enter too', async () => {
    document.body.innerHTML = '<p tabindex="0" id="own">Our autumn collection</p>';
    render(<TranslationEditor />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pick a text' }));
    fireEvent.keyDown(document.getElementById('own')!, { key: 'Enter' });
    await waitFor(() => expect(screen.getByText(/not one of the interface texts/)).toBeInTheDocument());
  });
});

describe('changesFile', () => {
  it('nests the changed keys as messages/<lang>.json does', () => {
    expect(changesFile({ 'Shell.backToTop': 'Up', 'Cart.title': 'Bag', 'Blocks.form.send': 'Go' }))
      .toEqual({ Shell: { backToTop: 'Up' }, Cart: { title: 'Bag' }, Blocks: { form: { send: 'Go' } } });
  });
});
