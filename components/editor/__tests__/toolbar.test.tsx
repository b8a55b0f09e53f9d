/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import german from '@/messages/de.json';
import { Toolbar } from '../toolbar';
import { polyfillDialog, renderInEditor, start, ui } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, replace: jest.fn() }) }));
const api = jest.mocked(shopApi);

const params = { kind: start.document.kind, id: start.document.id };
const publishedState = {
  documentId: start.document.id, version: 4, hasDraft: false, route: null, draft: start.blocks, published: start.blocks,
  draftSavedAt: null, publishedAt: '2025-03-02T14:30:00.000Z', publishAt: null, schedules: [], missingTexts: [],
};
const newest = {
  number: 3, summary: '1 added, page settings changed', changes: { added: 1, changed: 0, removed: 0, moved: false },
  settings: { en: { title: 'Who we are' } }, publishedAt: '2025-03-02T14:30:00.000Z', publishedBy: null, publishedByEmail: null,
};

const palette = { text: '#1d1d1f', muted: '#545a61', primary: '#0b57d0', accent: '#0b57d0', surface: '#ffffff', onPrimary: '#ffffff' };
const lookups = { palette, links: {}, imageBytes: {}, missingTexts: [], isHome: false };

/** The API checks the page (clean unless told otherwise), publishes, then lists the revisions with `revisions` (an answer or a failure). */
function answer(revisions: () => Promise<unknown>, checks: object = { findings: [], lookups }) {
  api.mockImplementation(((route: unknown) => (route === documentRoutes.publishDraft ? Promise.resolve(publishedState)
    : route === documentRoutes.checkDocument ? Promise.resolve(checks) : revisions())) as typeof shopApi);
}

beforeAll(polyfillDialog);
beforeEach(() => {
  api.mockReset();
  mockRefresh.mockReset();
});

describe('the toolbar’s Publish', () => {
  it('says “Published” with what went live, read from the publish’s revision', async () => {
    answer(() => Promise.resolve([newest]));
    renderInEditor(<Toolbar ui={ui} lang="en" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status).toHaveTextContent('Published: Added: 1 · Page settings'));
    expect(api).toHaveBeenCalledWith(documentRoutes.publishDraft, { params, body: { baseVersion: start.version } });
    expect(api).toHaveBeenCalledWith(documentRoutes.listRevisions, { params }, { silent: true });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('says “Published” alone when the revisions cannot be read, in the owner’s language', async () => {
    answer(() => Promise.reject(new Error('offline')));
    renderInEditor(<Toolbar ui={{ ...ui, ...german.EditorWorkbench }} lang="de" />);
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Veröffentlicht$/));
  });

  it('gives the status back to the saves once the page changes again', async () => {
    answer(() => Promise.resolve([newest]));
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
    act(() => store.getState().saveStarted());
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    act(() => store.getState().saveSucceeded(store.getState().blocks, 5));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  });

  it('stops saying “Saved” as soon as the page changes again, before that change is saved', () => {
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />);
    act(() => store.getState().saveSucceeded(store.getState().blocks, 7));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
    act(() => void store.getState().dispatch({ type: 'duplicate', id: 'a', copy: { _id: 'a-copy', type: 'text', data: { content: 'Now' } } }));
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => store.getState().saveSucceeded(store.getState().blocks, 8));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  });

  it('asks first when the checks find a problem: “Checks” reviews them, “Publish anyway” publishes', async () => {
    // Two findings on the page's draft: the text's link is empty and leads to a page that is gone.
    answer(() => Promise.resolve([newest]), { findings: [], lookups: { ...lookups, links: { '/i/gone': 'missing' } } });
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />);
    act(() => { store.getState().documentChanged({ version: start.version, hasDraft: true, blocks: [{ _id: 'l', type: 'text', data: { content: '<a href="">x</a><a href="/i/gone">y</a>' } }] }); });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const question = await screen.findByRole('dialog', { name: 'Findings: 2. They may get in shoppers’ way. Publish anyway?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Checks' }));
    await waitFor(() => expect(store.getState().sidebar).toBe('checks'));
    expect(api).not.toHaveBeenCalledWith(documentRoutes.publishDraft, expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish anyway' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
  });

  it('publishes without asking when the checks give advice only', async () => {
    answer(() => Promise.resolve([newest]), { findings: [], lookups: { ...lookups, missingTexts: [{ locale: 'de', blockId: 'a', path: 'content' }] } });
    renderInEditor(<Toolbar ui={ui} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('publishes without asking when the checks cannot be had: they advise, they never block', async () => {
    api.mockImplementation(((route: unknown) => (route === documentRoutes.publishDraft ? Promise.resolve(publishedState)
      : route === documentRoutes.checkDocument ? Promise.reject(new Error('offline')) : Promise.resolve([newest]))) as typeof shopApi);
    renderInEditor(<Toolbar ui={ui} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Checks panel from beside Publish', () => {
    answer(() => Promise.resolve([]));
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />);
    fireEvent.click(screen.getByRole('button', { name: 'Checks' }));
    expect(store.getState().sidebar).toBe('checks');
    expect(screen.getByRole('button', { name: 'Checks' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Publish of one language, and schedules per language', () => {
  const german = { ...start, document: { ...start.document, locale: 'de' }, defaultLocale: 'en', languageNames: { en: 'English', de: 'German' } };

  it('offers “Publish all” and “Publish German” behind Publish in a shop of several languages, and publishes German alone', async () => {
    answer(() => Promise.resolve([{ ...newest, locale: 'de' }]), {
      findings: [], lookups: { ...lookups, missingTexts: [{ locale: 'fr', blockId: 'a', path: 'content' }, { locale: 'de', blockId: 'a', path: 'content' }] },
    });
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />, german);
    fireEvent.click(screen.getByRole('button', { name: 'Languages and schedule' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Publish all', 'Publish German', 'Schedule publish']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Publish German' }));
    await waitFor(() => expect(api).toHaveBeenCalledWith(documentRoutes.publishDraft, { params, body: { baseVersion: start.version, locale: 'de' } }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
    // Back to every language once published.
    expect(store.getState().publishLocale).toBeNull();
  });

  it('names no language in a shop of one', () => {
    answer(() => Promise.resolve([]));
    renderInEditor(<Toolbar ui={ui} lang="en" />, { languageNames: { en: 'English' } });
    fireEvent.click(screen.getByRole('button', { name: 'Languages and schedule' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Publish all', 'Schedule publish']);
  });

  it('schedules the open language, lists the plans by language and cancels one', async () => {
    const plan = { id: '6f1c0a52-3b1d-4f0e-8a3e-2f4b5c6d7e8f', locale: 'de', publishAt: '2030-01-02T09:00:00.000Z' };
    api.mockImplementation(((route: unknown) => Promise.resolve(route === documentRoutes.scheduleDraft
      ? { ...publishedState, hasDraft: true, version: 5, schedules: [plan] }
      : { ...publishedState, hasDraft: true, version: 6, schedules: [] })) as typeof shopApi);
    const store = renderInEditor(<Toolbar ui={ui} lang="en" />, german);
    fireEvent.click(screen.getByRole('button', { name: 'Languages and schedule' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Schedule publish' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule publish' });
    expect(within(dialog).getByText('Nothing is scheduled.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Publish at'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Languages'), { target: { value: 'one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(store.getState().schedules).toEqual([plan]));
    expect(api).toHaveBeenCalledWith(documentRoutes.scheduleDraft, {
      params, body: { baseVersion: start.version, publishAt: new Date('2030-01-02T10:00').toISOString(), locale: 'de' },
    });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel schedule' });
    expect(cancel).toHaveAccessibleDescription(/^German · /);
    fireEvent.click(cancel);
    await waitFor(() => expect(store.getState().schedules).toEqual([]));
    expect(api).toHaveBeenCalledWith(documentRoutes.cancelSchedule, { params, query: { baseVersion: 5, scheduleId: plan.id } });
  });
});
