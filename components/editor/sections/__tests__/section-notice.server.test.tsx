/** @jest-environment node */
// The editor's route renders on the server first: a section opened by its address (`?section=`) shows
// its notice there, where no `window` exists.
import { renderToString } from 'react-dom/server';
import { EditorStoreProvider } from '../../editor-store-context';
import { createEditorStore } from '../../state/store';
import { labels, start } from '../../__tests__/editor-test-utils';
import { SectionNotice } from '../section-notice';

it('renders the notice of an open section on the server, its way back linked once hydrated', () => {
  const store = createEditorStore({ ...start, document: { kind: 'section', id: '00000000-0000-4000-8000-000000000001', locale: 'en' } });
  const html = renderToString(<EditorStoreProvider store={store}><SectionNotice ui={labels.ui} /></EditorStoreProvider>);
  expect(html).toContain('You are editing a section');
  expect(html).toContain('<a>Back to the page</a>');
});
