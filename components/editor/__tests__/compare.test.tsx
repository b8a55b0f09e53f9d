/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { documentRoutes } from '@/lib/api/routes/document';
import { diffBlocks } from '@/lib/content/block-diff';
import type { Block } from '@/lib/schemas/page-content';
import german from '@/messages/de.json';
import { describeFields, imageName, plainText } from '../compare/diff-words';
import { RevisionsPanel } from '../revisions-panel';
import { labels, polyfillDialog, renderInEditor, start } from './editor-test-utils';

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
const api = jest.mocked(shopApi);

const changedFields = (before: Block, after: Block, words = labels) => {
  const [diff] = diffBlocks([before], [after]);
  if (diff?.kind !== 'changed') throw new Error('not changed');
  return describeFields(diff.block, diff.fields, words);
};

describe('the changes in the inspector’s words', () => {
  it('labels each field as its settings panel does, with readable values', () => {
    const before: Block = { _id: 'i', type: 'image', data: { src: '/media/shop/old%20boat.jpg?w=1', width: 10, height: 10, alt: '', opentab: false, textColour: 2 } };
    const after: Block = {
      _id: 'i', type: 'image', data: { src: '/media/shop/new.png', width: 20, height: 20, alt: 'A boat', opentab: true },
      settings: { hiddenOn: ['phone', 'desktop'] },
    };
    expect(changedFields(before, after)).toEqual([
      { label: 'Image', before: 'old boat.jpg', after: 'new.png' },
      { label: 'Alternative text', before: '(empty)', after: 'A boat' },
      { label: 'Open the link in a new tab', before: 'No', after: 'Yes' },
      { label: 'Text colour', before: 'Primary', after: 'Theme default' },
      { label: 'Hide on', before: '(empty)', after: 'Phone, Desktop' },
    ]);
  });

  it('names values per device by the field and the device, and a scale’s values as its select does', () => {
    const before: Block = { _id: 't', type: 'text', data: { content: '', devices: { phone: { align: 'center' } } } };
    const after: Block = { _id: 't', type: 'text', data: { content: '', headlineSize: 'xl', devices: { phone: { align: 'end' }, tablet: { headlineSize: 's' } } } };
    expect(changedFields(before, after)).toEqual([
      { label: 'Headline size', before: 'Theme default', after: 'Extra large' },
      { label: 'Headline size, For Tablet', before: '(empty)', after: 'Small' },
      { label: 'Alignment, For Phone', before: 'Centre', after: 'End' },
    ]);
    const image = (data: object): Block => ({ _id: 'i', type: 'image', data: { src: '/a.png', alt: '', opentab: false, ...data } });
    expect(changedFields(image({ headline: 'Sale' }), image({ headline: 'Sale', devices: { phone: { headlineSize: 'l' } } })))
      .toEqual([{ label: 'Headline size, For Phone', before: '(empty)', after: 'Large' }]);
    const layout = (devices: object): Block => ({ _id: 'l', type: 'multi-column', data: { devices }, columns: [[], []] });
    expect(changedFields(layout({ phone: { columns: 1 } }), layout({ phone: { columns: 2 } })))
      .toEqual([{ label: 'Columns, For Phone', before: '1', after: '2' }]);
  });

  it('shows texts without their tags, titles by the panel’s name, ids by their label alone, in the owner’s language', () => {
    expect(changedFields({ _id: 't', type: 'text', data: { content: '<h2>Hello</h2><p>A &amp; B</p>' } }, { _id: 't', type: 'text', data: { content: '<p>Welcome</p>' } }))
      .toEqual([{ label: 'Text', before: 'Hello A & B', after: 'Welcome' }]);
    expect(changedFields({ _id: 'v', type: 'video', data: { title: '' } }, { _id: 'v', type: 'video', data: { title: 'Our shop' } }))
      .toEqual([{ label: 'Title', before: '(empty)', after: 'Our shop' }]);
    const german_ = { ...labels, ui: { ...labels.ui, ...german.EditorWorkbench }, fields: { ...labels.fields, ...german.EditorFields } };
    expect(changedFields({ _id: 'c', type: 'category-swiper', data: { categoryId: 'x', showStock: true } }, { _id: 'c', type: 'category-swiper', data: { categoryId: 'y', showStock: false } }, german_))
      .toEqual([{ label: german.EditorFields.categoryId, before: null, after: null }, { label: german.EditorFields.showStock, before: 'Ja', after: 'Nein' }]);
  });

  it('reads an image address as its file name and cuts long texts', () => {
    expect(imageName('https://cdn.example.com/a/b/c%C3%A9.jpg#x')).toBe('cé.jpg');
    expect(plainText(`<p>${'word '.repeat(60)}</p>`)).toHaveLength(160);
  });
});

describe('Compare in the revisions panel', () => {
  const revision = { number: 1, summary: 'Demo', changes: null, settings: null, publishedAt: '2025-03-01T09:05:00.000Z', publishedBy: null, publishedByEmail: null };
  /** The revisions list, no copies, and revision 1 with `blocks`. */
  const answer = (blocks: Block[]) => api.mockImplementation(((route: unknown) => Promise.resolve(
    route === documentRoutes.listRevisions ? [revision] : route === documentRoutes.listDraftCopies ? [] : { ...revision, blocks },
  )) as typeof shopApi);
  const published: Block[] = [{ _id: 'a', type: 'text', data: { content: '<p>Before</p>' } }, { _id: 'gone', type: 'html', data: { html: '' } }];
  beforeAll(polyfillDialog);
  beforeEach(() => {
    api.mockReset();
    answer(published);
  });

  it('opens a dialog with what the draft changed since that revision, and closes', async () => {
    renderInEditor(<RevisionsPanel labels={labels} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare revision 1 with the draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Revision 1 compared with the draft' });
    expect(api).toHaveBeenCalledWith(documentRoutes.getRevision, { params: { kind: start.document.kind, id: start.document.id, number: 1 } });
    expect(await within(dialog).findByRole('heading', { name: 'Changed: Text: Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Removed: HTML' })).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: 'Text Before Now' });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Text');
    expect(within(dialog).getByRole('columnheader', { name: 'In revision 1' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the draft is the revision', async () => {
    answer(start.blocks);
    renderInEditor(<RevisionsPanel labels={labels} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Compare revision 1 with the draft' }));
    expect(await screen.findByText('The draft has the same blocks and settings as this revision.')).toBeInTheDocument();
  });

  it('lists the copies of unsaved changes kept at a takeover, each compared with the draft and restored as one undoable change', async () => {
    const copy = {
      id: '6b0f1c1e-8f7a-4c55-9d47-0b1a2c3d4e5f', createdAt: '2026-01-01T10:30:00.000Z', locale: 'en',
      blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Unsaved words</p>' } }], ownerEmail: 'ada@shop.test', takenOverByEmail: 'bo@shop.test',
    };
    api.mockImplementation(((route: unknown) => Promise.resolve(
      route === documentRoutes.listRevisions ? [] : route === documentRoutes.listDraftCopies ? [copy] : undefined,
    )) as typeof shopApi);
    const store = renderInEditor(<RevisionsPanel labels={labels} />);
    const copies = await screen.findByRole('region', { name: 'Copies of unsaved changes' });
    const at = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(copy.createdAt));
    expect(within(copies).getByRole('heading', { name: `Copy of ${at}` })).toBeInTheDocument();
    expect(copies).toHaveTextContent('Unsaved changes of ada@shop.test, when bo@shop.test took over');

    fireEvent.click(within(copies).getByRole('button', { name: `Compare the copy of ${at} with the draft` }));
    const dialog = screen.getByRole('dialog', { name: `The copy of ${at} compared with the draft` });
    expect(within(dialog).getByRole('row', { name: 'Text Unsaved words Now' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'In the copy' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(copies).getByRole('button', { name: `Restore the copy of ${at}` }));
    expect(store.getState().blocks).toEqual(copy.blocks);
    store.getState().undo();
    expect(store.getState().blocks).toBe(start.blocks);
  });
});
