/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { shopApi } from '@/lib/api/browser';
import { sectionRoutes } from '@/lib/api/routes/section';
import { AddBlock } from '../add-block';
import { BlockSettings } from '../block-settings';
import { blockName } from '../block-names';
import { SectionNotice } from '../sections/section-notice';
import { labels, polyfillDialog, renderInEditor } from './editor-test-utils';

// Jest's jsdom leaves out the structuredClone that browsers (and the block tree's copies) have.
globalThis.structuredClone ??= ((value: unknown) => JSON.parse(JSON.stringify(value))) as typeof structuredClone;

jest.mock('@/lib/api/browser', () => ({ shopApi: jest.fn(), showApiError: jest.fn() }));
const api = shopApi as jest.MockedFunction<typeof shopApi>;

const SECTION = '7c1f8e3a-5b2d-4f6e-9a0b-1c2d3e4f5a6b';
const note = { id: SECTION, name: 'Gift note', blocks: [{ _id: 's1', type: 'text', data: { content: '<p>Gift wrap</p>' } }], otherTexts: {} };
const text = { _id: 'a', type: 'text', data: { content: '<p>Words</p>' } };

beforeAll(polyfillDialog);
beforeEach(() => api.mockReset());

describe('Save as section', () => {
  it('asks a name, saves the block with its other languages as a section and puts a reference in its place', async () => {
    api.mockResolvedValueOnce({ id: SECTION, name: 'Gift note', hasDraft: false, version: 1 } as never);
    const store = renderInEditor(<BlockSettings labels={labels} />, { blocks: [text], otherTexts: { a: { de: { content: '<p>Wörter</p>' } } } });
    act(() => store.getState().select('a'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as section' }));
    const dialog = screen.getByRole('dialog', { name: 'Save as section' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Section name' }), { target: { value: ' Gift note ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as section' }));
    await waitFor(() => expect(store.getState().blocks[0]!.type).toBe('section'));
    expect(api).toHaveBeenCalledWith(sectionRoutes.createSection, {
      body: { name: 'Gift note', content: { version: 1, blocks: [text] }, texts: { a: { de: { content: '<p>Wörter</p>' } } } },
    });
    expect(store.getState().blocks).toEqual([{ _id: expect.any(String), type: 'section', data: { sectionId: SECTION } }]);
    expect(store.getState().sections[SECTION]).toMatchObject({ name: 'Gift note', blocks: [text] });
    // The reference is selected: its settings name the section and offer Edit section and Detach.
    expect(screen.getByText('Section: Gift note')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Detach' }));
    expect(store.getState().blocks).toEqual([{ ...text, _id: expect.stringMatching(/^b-/) }]);
  });
});

describe('the Sections of Add block', () => {
  it('places a section as a reference, not a copy', () => {
    const store = renderInEditor(<AddBlock labels={labels} />, { blocks: [text], sections: [note] });
    const group = within(screen.getByRole('region', { name: 'Sections' }));
    // The reference type is placed from here only, by its section.
    expect(within(screen.getByRole('region', { name: 'Add block' })).queryByRole('button', { name: 'Section' })).not.toBeInTheDocument();
    fireEvent.click(group.getByRole('button', { name: 'Gift note' }));
    expect(store.getState().blocks).toEqual([text, { _id: expect.any(String), type: 'section', data: { sectionId: SECTION } }]);
    // Named by its section where the editor names blocks (Layers, the canvas's toolbar).
    expect(blockName(store.getState().blocks[1]!, labels, 'Gift note')).toBe('Section: Gift note');
  });

  it('names the pages using a section before deleting it', async () => {
    api.mockResolvedValueOnce({ id: SECTION, name: 'Gift note', hasDraft: false, usedBy: [{ kind: 'page', id: 'p', title: 'About us' }, { kind: 'category', id: 'c', title: 'Shoes' }] } as never)
      .mockResolvedValueOnce({ detachedFrom: [] } as never);
    const store = renderInEditor(<AddBlock labels={labels} />, { sections: [note] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete section “Gift note”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the section “Gift note”? These pages use it and keep a copy of its blocks: About us, Shoes.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete section' }));
    await waitFor(() => expect(store.getState().sections).toEqual({}));
    expect(api).toHaveBeenLastCalledWith(sectionRoutes.deleteSection, { params: { id: SECTION } });
  });

  it('is not offered inside a section, which holds no sections; a note says what its Publish reaches', () => {
    renderInEditor(<><SectionNotice ui={labels.ui} /><AddBlock labels={labels} /></>, { document: { kind: 'section', id: SECTION, locale: 'en' }, sections: [note] });
    expect(screen.queryByRole('region', { name: 'Sections' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You are editing a section: once published, every page that uses it shows the change.');
    expect(screen.getByRole('link', { name: 'Back to the page' })).toHaveAttribute('href', '/');
  });
});
