import type { Block } from '@/lib/schemas/page-content';
import { copyFromDefault, marksList, marksOf, settleMarks, textStanding } from '../missing-texts';
import { createEditorStore } from '../store';

// A German page of an English shop: the image's alternative text and headline have no German yet, so the
// fields hold the English ones; the text block is German already.
const blocks: Block[] = [
  { _id: 'img', type: 'image', data: { src: '/m/a.png', alt: 'A shoe', headline: 'Sale' } },
  { _id: 't', type: 'text', data: { content: '<p>Hallo</p>' } },
];
const otherTexts = { img: { en: { alt: 'A shoe', headline: 'Sale' } }, t: { en: { content: '<p>Hello</p>' } } };
const missingTexts = [{ blockId: 'img', path: 'alt' }, { blockId: 'img', path: 'headline' }];
const start = () => createEditorStore({
  document: { kind: 'page', id: 'p', locale: 'de' }, shopType: 'hosted', blocks, version: 1, hasDraft: false,
  otherTexts, defaultLocale: 'en', missingTexts,
});
const missingOf = (store: ReturnType<typeof start>) => marksList(store.getState().missing, store.getState().blocks);

describe('texts missing in the edited language', () => {
  it('are marked from the server’s list, and none in the default language', () => {
    expect(missingOf(start())).toEqual(missingTexts);
    const english = createEditorStore({ document: { kind: 'page', id: 'p', locale: 'en' }, shopType: 'hosted', blocks, version: 1, hasDraft: false, defaultLocale: 'en', missingTexts });
    expect(english.getState().missing).toEqual({});
  });

  it('stand as missing, differing from the default language’s or the same', () => {
    const marks = marksOf(missingTexts);
    expect(textStanding(blocks[0]!, 'alt', marks, otherTexts, 'en')).toBe('missing');
    expect(textStanding(blocks[1]!, 'content', marks, otherTexts, 'en')).toBe('differs');
    expect(textStanding({ ...blocks[1]!, data: { content: '<p>Hello</p>' } }, 'content', marks, otherTexts, 'en')).toBe('same');
  });

  it('become the language’s own when typed into, and missing again when that is undone', () => {
    const store = start();
    store.getState().dispatch({ type: 'update', id: 'img', data: { headline: 'Angebot' }, typing: true });
    expect(missingOf(store)).toEqual([{ blockId: 'img', path: 'alt' }]);
    // Another field of the block changing leaves the marks of its texts alone.
    store.getState().dispatch({ type: 'update', id: 'img', data: { overlayOpacity: 0.5 } });
    expect(missingOf(store)).toEqual([{ blockId: 'img', path: 'alt' }]);
    store.getState().undo();
    store.getState().undo();
    expect(missingOf(store)).toEqual(missingTexts);
    store.getState().redo();
    expect(missingOf(store)).toEqual([{ blockId: 'img', path: 'alt' }]);
  });

  it('are copied from the default language one at a time or all at once, each one undo step', () => {
    const store = start();
    expect(store.getState().copyFromDefault([{ blockId: 'img', path: 'alt' }])).toBe(true);
    expect(missingOf(store)).toEqual([{ blockId: 'img', path: 'headline' }]);
    // A copied text keeps the value it showed: the save now stores it as German.
    expect(store.getState().blocks[0]!.data.alt).toBe('A shoe');
    expect(store.getState().blocks).not.toBe(blocks);

    expect(store.getState().copyFromDefault(missingOf(store))).toBe(true);
    expect(missingOf(store)).toEqual([]);
    store.getState().undo();
    expect(missingOf(store)).toEqual([{ blockId: 'img', path: 'headline' }]);
    store.getState().undo();
    expect(missingOf(store)).toEqual(missingTexts);
    expect(store.getState().blocks).toBe(blocks);
  });

  it('replace a text that differs with the default language’s, and copy nothing the default language lacks', () => {
    const store = start();
    expect(store.getState().copyFromDefault([{ blockId: 't', path: 'content' }])).toBe(true);
    expect(store.getState().blocks[1]!.data.content).toBe('<p>Hello</p>');
    expect(store.getState().copyFromDefault([{ blockId: 'img', path: 'text' }, { blockId: 'gone', path: 'alt' }])).toBe(false);
    store.getState().undo();
    expect(store.getState().blocks[1]!.data.content).toBe('<p>Hallo</p>');
  });

  it('replay as actions: a removed block’s marks wait for Undo, untouched blocks keep theirs', () => {
    const marks = marksOf(missingTexts);
    const removed = blocks.slice(1);
    expect(settleMarks(marks, blocks, removed, { type: 'remove', id: 'img' })).toBe(marks);
    expect(marksList(marks, removed)).toEqual([]);
    const action = copyFromDefault(blocks, [{ blockId: 'img', path: 'headline' }], otherTexts, 'en')!;
    expect(action).toEqual({ type: 'set-texts', texts: [{ id: 'img', path: 'headline', value: 'Sale' }] });
    const after = [{ ...blocks[0]!, data: { ...blocks[0]!.data } }, blocks[1]!];
    expect(settleMarks(marks, blocks, after, { type: 'batch', actions: [action] })).toEqual({ img: ['alt'] });
  });

  it('copy a slide’s text into that slide alone, sharing the rest of the block', () => {
    const slider: Block = { _id: 's', type: 'content-slider', data: { images: [{ src: '/m/0.png', alt: 'erstes' }, { src: '/m/1.png', alt: 'first' }] } };
    const action = copyFromDefault([slider], [{ blockId: 's', path: 'images.0.alt' }], { s: { en: { 'images.0.alt': 'first' } } }, 'en')!;
    const store = createEditorStore({ document: { kind: 'page', id: 'p', locale: 'de' }, shopType: 'hosted', blocks: [slider], version: 1, hasDraft: false });
    store.getState().dispatch(action);
    const images = store.getState().blocks[0]!.data.images as { alt: string }[];
    expect(images.map((image) => image.alt)).toEqual(['first', 'first']);
    expect(images[1]).toBe((slider.data.images as unknown[])[1]);
    expect((slider.data.images as { alt: string }[])[0]!.alt).toBe('erstes');
  });
});
