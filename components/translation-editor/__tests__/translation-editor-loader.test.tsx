/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';

// Counts the loads of the editor's module (once per test file): only the loader's dynamic import may bring it.
const loads = globalThis as { translationEditorLoads?: number };
jest.mock('../translation-editor', () => {
  (globalThis as { translationEditorLoads?: number }).translationEditorLoads = ((globalThis as { translationEditorLoads?: number }).translationEditorLoads ?? 0) + 1;
  return jest.requireActual('../translation-editor');
});
// The editor asks the API for the page language's texts as written: the messages file.
jest.mock('@/lib/api/browser', () => ({
  shopApi: async (_route: unknown, input: { params: { language: string } }) => jest.requireActual(`@/messages/${input.params.language}.json`) as unknown,
}));

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

const renderLoader = async () => {
  const { TranslationEditorLoader } = await import('../translation-editor-loader');
  render(<TranslationEditorLoader />);
};

describe('TranslationEditorLoader', () => {
  it('loads no editor code while the flag is off', async () => {
    await renderLoader();
    await act(async () => {});
    expect(loads.translationEditorLoads).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Interface texts' })).toBeNull();
  });

  it('loads the editor with the local flag on', async () => {
    window.localStorage.setItem('vitrine:translation-editor', '1');
    await renderLoader();
    expect(await screen.findByRole('region', { name: 'Interface texts' })).toBeInTheDocument();
    expect(loads.translationEditorLoads).toBe(1);
  });

  it('loads the editor on a host the build names', async () => {
    process.env.NEXT_PUBLIC_TRANSLATION_EDITOR_HOSTS = `other.example, ${window.location.host}`;
    try {
      await renderLoader();
      expect(await screen.findByRole('region', { name: 'Interface texts' })).toBeInTheDocument();
    } finally {
      delete process.env.NEXT_PUBLIC_TRANSLATION_EDITOR_HOSTS;
    }
  });
});
