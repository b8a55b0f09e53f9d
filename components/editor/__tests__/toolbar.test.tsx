/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { apiRoutes } from '@/lib/api/routes';
import german from '@/messages/de.json';
import { Toolbar } from '../toolbar';
import { renderInEditor, start, ui } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: mockRefresh, replace: jest.fn() }) }));
const api = jest.mocked(shopApi);

const params = { kind: start.document.kind, id: start.document.id };
const publishedState = {
  documentId: start.document.id, version: 4, hasDraft: false, route: null, draft: start.blocks, published: start.blocks,
  draftSavedAt: null, publishedAt: '2025-03-02T14:30:00.000Z', publishAt: null, missingTexts: [],
};
const newest = {
  number: 3, summary: '1 added, page settings changed', changes: { added: 1, changed: 0, removed: 0, moved: false },
  settings: { en: { title: 'Who we are' } }, publishedAt: '2025-03-02T14:30:00.000Z', publishedBy: null, publishedByEmail: null,
};

/** The API publishes, then lists the revisions with `revisions` (an answer or a failure). */
function answer(revisions: () => Promise<unknown>) {
  api.mockImplementation(((route: unknown) => (route === apiRoutes.document.publishDraft ? Promise.resolve(publishedState) : revisions())) as typeof shopApi);
}

beforeEach(() => {
  api.mockReset();
  mockRefresh.mockReset();
});

describe('the toolbar’s Publish', () => {
  it('says “Published” with what went live, read from the publish’s revision', async () => {
    answer(() => Promise.resolve([newest]));
    renderInEditor(<Toolbar ui={ui} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(status).toHaveTextContent('Published: Added: 1 · Page settings'));
    expect(api).toHaveBeenCalledWith(apiRoutes.document.publishDraft, { params, body: { baseVersion: start.version } });
    expect(api).toHaveBeenCalledWith(apiRoutes.document.listRevisions, { params }, { silent: true });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(mockRefresh).toHaveBeenCalled();
  });

  it('says “Published” alone when the revisions cannot be read, in the owner’s language', async () => {
    answer(() => Promise.reject(new Error('offline')));
    renderInEditor(<Toolbar ui={{ ...ui, ...german.EditorWorkbench }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Veröffentlicht$/));
  });

  it('gives the status back to the saves once the page changes again', async () => {
    answer(() => Promise.resolve([newest]));
    const store = renderInEditor(<Toolbar ui={ui} />);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Published/));
    act(() => store.getState().saveStarted());
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    act(() => store.getState().saveSucceeded(store.getState().blocks, 5));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved$/);
  });
});
