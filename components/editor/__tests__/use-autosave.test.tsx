/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { AUTOSAVE_DELAY_MS, useAutosave } from '../use-autosave';
import { renderInEditor } from './editor-test-utils';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));
jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));

function Autosave() {
  useAutosave();
  return null;
}

/** Types into the page's text, then lets the owner's pause pass and the save answer. */
async function typeAndPause(store: ReturnType<typeof renderInEditor>, text: string) {
  act(() => void store.getState().dispatch({ type: 'update', id: 'a', data: { content: text } }));
  await act(async () => {
    jest.advanceTimersByTime(AUTOSAVE_DELAY_MS);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  refresh.mockClear();
  let version = 3;
  jest.mocked(shopApi).mockReset().mockImplementation(async () => ({ version: ++version }));
});
afterEach(() => jest.useRealTimers());

describe('autosave', () => {
  it('saves after the owner pauses and refreshes the page only for the document\'s first draft', async () => {
    const store = renderInEditor(<Autosave />, { hasDraft: false });
    await typeAndPause(store, 'Now and then');
    expect(shopApi).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ saveStatus: 'saved', version: 4, hasDraft: true });
    // The page picker marks the page as changed: that is in the server's rendering.
    expect(refresh).toHaveBeenCalledTimes(1);

    await typeAndPause(store, 'Now and later');
    expect(shopApi).toHaveBeenCalledTimes(2);
    expect(store.getState().version).toBe(5);
    // Nothing the server renders changed: the canvas already shows the text.
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for a save to a draft that exists', async () => {
    const store = renderInEditor(<Autosave />);
    await typeAndPause(store, 'Again');
    expect(shopApi).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
  });
});
