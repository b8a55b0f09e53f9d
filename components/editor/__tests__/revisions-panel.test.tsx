/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopApi, showApiError } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { documentRoutes } from '@/lib/api/routes/document';
import type { Block } from '@/lib/schemas/page-content';
import german from '@/messages/de.json';
import { RevisionsPanel } from '../revisions-panel';
import { labels, polyfillDialog, renderInEditor, start, ui } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh }) }));
const api = jest.mocked(shopApi);

const revisions = [
  {
    number: 2, summary: '2 added, 1 changed, blocks moved', changes: { added: 2, changed: 1, removed: 0, moved: true }, settings: null,
    publishedAt: '2025-03-02T14:30:00.000Z', publishedBy: 'owner-ada', publishedByEmail: 'ada@shop.test',
  },
  // Published before the counts were kept: only the server's English summary.
  { number: 1, summary: 'Demo content', changes: null, settings: null, publishedAt: '2025-03-01T09:05:00.000Z', publishedBy: null, publishedByEmail: null },
];
const firstDraft: Block[] = [{ _id: 'a', type: 'text', data: { content: 'First' } }];
const restored = {
  documentId: start.document.id, version: 6, hasDraft: true, draft: firstDraft, published: [], draftSavedAt: null,
  publishedAt: null, publishAt: null, missingTexts: [],
};
const params = { kind: start.document.kind, id: start.document.id };

/** The API answers the revisions list with `list` and a restore with `restore` (an answer or a failure). */
function answer(list: unknown, restore: () => Promise<unknown> = () => Promise.resolve(restored)) {
  api.mockImplementation(((route: unknown) => {
    if (route === documentRoutes.listDraftCopies) return Promise.resolve([]);
    return route === documentRoutes.listRevisions ? Promise.resolve(list) : restore();
  }) as typeof shopApi);
}
const listCalls = () => api.mock.calls.filter(([route]) => route === documentRoutes.listRevisions);
const restoreCalls = () => api.mock.calls.filter(([route]) => route === documentRoutes.restoreRevision);

async function askToRestoreFirst() {
  fireEvent.click(await screen.findByRole('button', { name: 'Restore revision 1' }));
  return screen.getByRole('dialog', { name: 'Restore revision 1 as the draft? It replaces your current draft.' });
}

beforeAll(polyfillDialog);
beforeEach(() => {
  api.mockReset();
  mockRefresh.mockReset();
  jest.mocked(showApiError).mockReset();
});

describe('the revisions panel', () => {
  it('says it is loading, then lists every publish with its time in the page locale, its publisher and changes', async () => {
    answer(revisions);
    renderInEditor(<RevisionsPanel labels={labels} />);
    expect(screen.getByRole('heading', { name: 'Revisions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading revisions…');

    const items = await screen.findAllByRole('listitem');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(api).toHaveBeenCalledWith(documentRoutes.listRevisions, { params });
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(items[0]).toHaveTextContent('Revision 2');
    expect(items[0]).toHaveTextContent(time.format(new Date(revisions[0]!.publishedAt)));
    expect(items[0]).toHaveTextContent('Published by ada@shop.test');
    expect(within(items[0]!).getByText('Added: 2 · Changed: 1 · Blocks moved')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Publisher unknown');
    expect(within(items[1]!).getByText('Demo content')).toBeInTheDocument();
    const restore = within(items[1]!).getByRole('button', { name: 'Restore revision 1' });
    expect(restore).toHaveTextContent('Restore');
  });

  it('words the changes in the owner’s language, and keeps the stored summary of older revisions', async () => {
    const removedOnly = { ...revisions[0]!, number: 3, summary: '3 removed', changes: { added: 0, changed: 0, removed: 3, moved: false } };
    const nothing = { ...revisions[0]!, number: 4, summary: 'No block changed', changes: { added: 0, changed: 0, removed: 0, moved: false } };
    const renamed = { ...nothing, number: 5, summary: 'Page settings changed', settings: { en: { title: 'Who we are' } } };
    answer([renamed, nothing, removedOnly, ...revisions]);
    renderInEditor(<RevisionsPanel labels={{ ...labels, ui: { ...ui, ...german.EditorWorkbench } }} />);
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).getByText('Seiteneinstellungen')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Kein Block geändert')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Entfernt: 3')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Hinzugefügt: 2 · Geändert: 1 · Blöcke verschoben')).toBeInTheDocument();
    expect(within(items[4]!).getByText('Demo content')).toBeInTheDocument();
  });

  it('says so when nothing has been published', async () => {
    answer([]);
    renderInEditor(<RevisionsPanel labels={labels} />);
    expect(await screen.findByText('Nothing has been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('loads the list again after a publish moves the version', async () => {
    answer([revisions[1]]);
    const store = renderInEditor(<RevisionsPanel labels={labels} />);
    await screen.findByText('Revision 1');
    answer(revisions);
    act(() => store.getState().documentChanged({ version: 4, hasDraft: false }));
    expect(await screen.findByText('Revision 2')).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });

  it('offers to try again when the list fails to load', async () => {
    api.mockImplementation(((route: unknown) => (route === documentRoutes.listRevisions
      ? Promise.reject(new ApiError('Service Unavailable', 503, 'Service Unavailable', 'req-1')) : Promise.resolve([]))) as typeof shopApi);
    renderInEditor(<RevisionsPanel labels={labels} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer(revisions);
    fireEvent.click(retry);
    expect(await screen.findByText('Revision 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('asks before restoring, and Cancel leaves everything as it was', async () => {
    answer(revisions);
    const store = renderInEditor(<RevisionsPanel labels={labels} />);
    const dialog = await askToRestoreFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(restoreCalls()).toHaveLength(0);
    expect(store.getState().blocks).toBe(start.blocks);
  });

  it('on Confirm restores the revision on the current version and makes its blocks the editor’s', async () => {
    answer(revisions);
    const store = renderInEditor(<RevisionsPanel labels={labels} />);
    act(() => store.getState().saveSucceeded(start.blocks, 5));
    const dialog = await askToRestoreFirst();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(mockRefresh).toHaveBeenCalled());
    expect(restoreCalls()).toEqual([[documentRoutes.restoreRevision, { params: { ...params, number: 1 }, body: { baseVersion: 5 } }, { silent: true }]]);
    expect(store.getState()).toMatchObject({ blocks: firstDraft, savedBlocks: firstDraft, version: 6, hasDraft: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What was there before the restore is one undo away.
    store.getState().undo();
    expect(store.getState().blocks).toBe(start.blocks);
  });

  it('opens the conflict when another owner saved first, and shows other failures', async () => {
    const stale = new ApiError('Changed by someone else', 409, 'Conflict', 'req-2', 'StaleVersion', { code: 'StaleVersion', currentVersion: 9 });
    answer(revisions, () => Promise.reject(stale));
    const store = renderInEditor(<RevisionsPanel labels={labels} />);
    fireEvent.click(within(await askToRestoreFirst()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.getState().saveStatus).toBe('conflict'));
    expect(store.getState()).toMatchObject({ conflictVersion: 9, blocks: start.blocks });
    expect(showApiError).not.toHaveBeenCalled();

    const broken = new ApiError('Internal Server Error', 500, 'Internal Server Error', 'req-3');
    answer(revisions, () => Promise.reject(broken));
    act(() => store.getState().documentChanged({ version: 9, hasDraft: true }));
    fireEvent.click(within(await askToRestoreFirst()).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(showApiError).toHaveBeenCalledWith(broken));
    expect(mockRefresh).not.toHaveBeenCalled();
  });
});
