/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/client';
import { documentRoutes } from '@/lib/api/routes/document';
import type { Block } from '@/lib/schemas/page-content';
import { initialsOf, PresenceBar, TakenOverBar } from '../presence/presence-bar';
import { usePresence } from '../presence/use-presence';
import { AUTOSAVE_DELAY_MS, useAutosave } from '../use-autosave';
import { renderInEditor, start, ui } from './editor-test-utils';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = jest.mocked(shopApi);

const editorId = '00000000-0000-4000-8000-000000000001';
const params = { kind: start.document.kind, id: start.document.id };
const ada = { editorId: '00000000-0000-4000-8000-000000000002', email: 'ada.lovelace@shop.test', since: '2026-01-01T09:05:00.000Z' };
const takenOver = new ApiError('Taken over', 409, 'Conflict', 'req-1', 'TakenOver', {
  code: 'TakenOver', takenOverBy: 'bo@shop.test', takenOverAt: '2026-01-01T10:30:00.000Z',
});
const theirs: Block[] = [{ _id: 'a', type: 'text', data: { content: 'Theirs' } }];

/** Each route answers what `answers` gives it (a value, or a failure to throw). */
function answer(answers: Map<unknown, unknown>) {
  api.mockImplementation(((route: unknown) => {
    const value = answers.get(route);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  }) as typeof shopApi);
}
const calls = (route: unknown) => api.mock.calls.filter(([called]) => called === route);

function Editor() {
  usePresence();
  useAutosave();
  return <><PresenceBar ui={ui} lang="en" /><TakenOverBar ui={ui} lang="en" /></>;
}

beforeEach(() => api.mockReset());

describe('presence in the top bar', () => {
  it('beats at once with the editor’s id, and shows who else edits the page since when', async () => {
    answer(new Map([[documentRoutes.beatPresence, { editors: [ada, { ...ada, editorId: 'other-tab', since: '2026-01-01T09:30:00.000Z' }] }]]));
    renderInEditor(<Editor />, { editorId });
    const others = await screen.findByRole('group', { name: 'Also editing this page' });
    expect(api).toHaveBeenCalledWith(documentRoutes.beatPresence, { params, body: { editorId } }, { silent: true });
    const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(ada.since));
    // One owner's two tabs are one person, since the first.
    const [avatar] = within(others).getAllByRole('listitem');
    expect(within(others).getAllByRole('listitem')).toHaveLength(1);
    expect(avatar).toHaveTextContent('AL');
    expect(avatar).toHaveTextContent(`ada.lovelace@shop.test, editing since ${time}`);
    expect(within(others).getByRole('button', { name: 'Take over' })).toHaveAccessibleDescription(/Take over the page from ada.lovelace@shop.test/);
  });

  it('shows nothing while the owner is alone', async () => {
    answer(new Map([[documentRoutes.beatPresence, { editors: [] }]]));
    renderInEditor(<Editor />, { editorId });
    await waitFor(() => expect(calls(documentRoutes.beatPresence)).toHaveLength(1));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('takes over and loads what the other owner saved meanwhile, its own blocks one undo away', async () => {
    answer(new Map<unknown, unknown>([
      [documentRoutes.beatPresence, { editors: [ada] }],
      [documentRoutes.takeOver, { version: start.version + 2 }],
      [documentRoutes.getDocument, { version: start.version + 2, hasDraft: true, draft: theirs }],
    ]));
    const store = renderInEditor(<Editor />, { editorId });
    fireEvent.click(await screen.findByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(store.getState().blocks).toEqual(theirs));
    expect(calls(documentRoutes.takeOver)).toEqual([[documentRoutes.takeOver, { params, body: { editorId } }]]);
    expect(store.getState()).toMatchObject({ version: start.version + 2, presentEditors: [] });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    act(() => store.getState().undo());
    expect(store.getState().blocks).toBe(start.blocks);
  });

  it('label initials from the email’s name part', () => {
    expect(initialsOf('owner@demo.vitrine.test')).toBe('O');
    expect(initialsOf('jean-luc.picard@x.test')).toBe('JL');
  });
});

describe('taken over', () => {
  it('is told by a heartbeat: says who and when, saves nothing more, and keeps later changes as a copy when the page closes', async () => {
    jest.useFakeTimers();
    try {
      answer(new Map<unknown, unknown>([[documentRoutes.beatPresence, takenOver], [documentRoutes.keepDraftCopy, { id: 'c', createdAt: '' }]]));
      const store = renderInEditor(<Editor />, { editorId });
      const alert = await screen.findByRole('alert');
      const time = new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date('2026-01-01T10:30:00.000Z'));
      expect(alert).toHaveTextContent(`bo@shop.test took this page over at ${time}. Your changes are no longer saved`);
      expect(within(alert).getByRole('button', { name: 'Take over' })).toBeEnabled();
      // Nothing was unsaved at the takeover: no copy.
      expect(calls(documentRoutes.keepDraftCopy)).toHaveLength(0);

      act(() => void store.getState().dispatch({ type: 'update', id: 'a', data: { content: 'Mine, after' } }));
      await act(async () => { jest.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2); });
      expect(calls(documentRoutes.saveDraft)).toHaveLength(0);
      expect(store.getState().saveStatus).toBe('taken-over');

      act(() => window.dispatchEvent(new Event('pagehide')));
      expect(calls(documentRoutes.keepDraftCopy)).toEqual([[
        documentRoutes.keepDraftCopy, { params, body: { editorId, content: { version: 1, blocks: store.getState().blocks } } }, { keepalive: true },
      ]]);
      expect(api).toHaveBeenCalledWith(documentRoutes.leavePresence, { params, query: { editorId } }, { silent: true, keepalive: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('is told by a refused save, which names the editor', async () => {
    answer(new Map<unknown, unknown>([[documentRoutes.beatPresence, { editors: [] }], [documentRoutes.saveDraft, takenOver], [documentRoutes.keepDraftCopy, { id: 'c', createdAt: '' }]]));
    const store = renderInEditor(<Editor />, { editorId });
    act(() => void store.getState().dispatch({ type: 'update', id: 'a', data: { content: 'Mine' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bo@shop.test took this page over');
    expect(calls(documentRoutes.saveDraft)[0]![1]).toMatchObject({ body: { baseVersion: start.version, editorId } });
    expect(store.getState().takeover).toEqual({ by: 'bo@shop.test', at: '2026-01-01T10:30:00.000Z' });
    await waitFor(() => expect(calls(documentRoutes.keepDraftCopy)).toEqual([[
      documentRoutes.keepDraftCopy, { params, body: { editorId, content: { version: 1, blocks: store.getState().blocks } } }, { keepalive: false },
    ]]));
  });
});
