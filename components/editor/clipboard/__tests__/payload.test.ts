import { walkBlocks } from '@/components/blocks/block-tree';
import type { Block } from '@/lib/schemas/page-content';
import { clipboardData, isRefusal, pastedBlocks, readClipboard, toPayload, type ClipboardPayload, type PastedBlocks } from '../payload';

const text = (id: string, content: string, settings?: Block['settings']): Block => ({ _id: id, type: 'text', data: { content }, ...(settings ? { settings } : {}) });
const layout: Block = {
  _id: 'cols', type: 'multi-column', data: {}, settings: { hiddenOn: ['phone'] },
  columns: [[text('t1', '<p>Hello</p>')], [{ _id: 'img', type: 'image', data: { src: '/a.png', alt: 'A cat' } }]],
};
const ids = (blocks: Block[]) => [...walkBlocks(blocks)].map(({ block }) => block._id);
let counter = 0;
const newId = () => `n${++counter}`;
const paste = (payload: ClipboardPayload, locale = 'en', shopType: 'hosted' | 'beyond' = 'hosted') => {
  const result = pastedBlocks(payload, shopType, locale, newId);
  if (isRefusal(result)) throw new Error(`refused: ${result.reason}`);
  return result as PastedBlocks;
};

beforeEach(() => { counter = 0; });

describe('the clipboard payload', () => {
  it('goes through the private JSON and through the plain text alike, and names the blocks in that text', () => {
    const payload = toPayload([layout], 'en');
    const { json, text: plain } = clipboardData(payload);
    expect(plain.split('\n')[0]).toBe('Vitrine blocks (1): multi-column');
    expect(readClipboard(json)).toEqual(payload);
    expect(readClipboard(plain)).toEqual(payload);
  });

  it('tells other text from damaged blocks', () => {
    expect(readClipboard('Hello, world')).toEqual({ reason: 'clipboard-empty' });
    expect(readClipboard('{"a":1}')).toEqual({ reason: 'clipboard-empty' });
    expect(readClipboard('{"format":"vitrine-blocks", broken')).toEqual({ reason: 'clipboard-invalid' });
    expect(readClipboard(JSON.stringify({ format: 'vitrine-blocks', version: 1, locale: 'en', blocks: [] }))).toEqual({ reason: 'clipboard-invalid' });
    expect(readClipboard(JSON.stringify({ format: 'vitrine-blocks', version: 1, locale: 'en', blocks: [{ _id: 'x y', type: 'text', data: {} }] }))).toEqual({ reason: 'clipboard-invalid' });
  });

  it('gives every pasted block a new id, children too, and keeps its data and per-device settings', () => {
    const { blocks } = paste(toPayload([layout, text('t2', '<p>Bye</p>')], 'en'));
    expect(ids(blocks)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(blocks[0]).toMatchObject({ type: 'multi-column', settings: { hiddenOn: ['phone'] } });
    expect(blocks[0]!.columns![1]![0]!.data).toEqual({ src: '/a.png', alt: 'A cat' });
    expect(blocks[1]!.data.content).toBe('<p>Bye</p>');
  });

  it('keeps values per device: a layout’s columns on phones, an image’s crop on tablets; refuses a shape its schema does not take', () => {
    const crop = { x: 0.25, y: 0, width: 0.5, height: 1 };
    const perDevice: Block = {
      _id: 'grid', type: 'multi-column', data: { devices: { phone: { columns: 2 }, tablet: { columns: 3 } } },
      columns: [[{ _id: 'pic', type: 'image', data: { src: '/a.png', alt: 'A', width: 800, height: 600, devices: { tablet: { crop } } } }], [], []],
    };
    const { json, text: plain } = clipboardData(toPayload([perDevice], 'en'));
    for (const clipboard of [json, plain]) {
      const { blocks } = paste(readClipboard(clipboard) as ClipboardPayload);
      expect(blocks[0]!.data).toEqual({ devices: { phone: { columns: 2 }, tablet: { columns: 3 } } });
      expect(blocks[0]!.columns![0]![0]!.data['devices']).toEqual({ tablet: { crop } });
    }
    const mobile: Block = { ...perDevice, data: { devices: { mobile: { columns: 1 } } } };
    expect(pastedBlocks(toPayload([mobile], 'en'), 'hosted', 'en', newId)).toEqual({ reason: 'clipboard-invalid' });
  });

  it('pastes twice without two blocks sharing an id', () => {
    const payload = toPayload([layout], 'en');
    const first = paste(payload);
    const second = paste(payload);
    expect(new Set([...ids(first.blocks), ...ids(second.blocks)]).size).toBe(6);
  });

  it("keeps every language's texts: the page's own in the blocks, the others aside by the new ids", () => {
    const payload = toPayload([layout], 'en', {
      t1: { de: { content: '<p>Hallo</p>' } },
      img: { de: { alt: 'Eine Katze' }, fr: { alt: 'Un chat' } },
      elsewhere: { de: { content: 'not copied' } },
    });
    expect(Object.keys(payload.texts)).toEqual(['t1', 'img']);

    const inEnglish = paste(payload, 'en');
    expect(inEnglish.blocks[0]!.columns![0]![0]!.data.content).toBe('<p>Hello</p>');
    expect(inEnglish.texts).toEqual({ n2: { de: { content: '<p>Hallo</p>' } }, n3: { de: { alt: 'Eine Katze' }, fr: { alt: 'Un chat' } } });

    counter = 0;
    const inGerman = paste(payload, 'de');
    expect(inGerman.blocks[0]!.columns![0]![0]!.data.content).toBe('<p>Hallo</p>');
    expect(inGerman.blocks[0]!.columns![1]![0]!.data.alt).toBe('Eine Katze');
    expect(inGerman.texts).toEqual({ n2: { en: { content: '<p>Hello</p>' } }, n3: { en: { alt: 'A cat' }, fr: { alt: 'Un chat' } } });
  });

  it('refuses a block type the shop does not get, or one this editor does not know, naming it', () => {
    const html: Block = { _id: 'h', type: 'html', data: { html: '<b>x</b>' } };
    expect(pastedBlocks(toPayload([text('a', 'x'), html], 'en'), 'beyond', 'en', newId)).toEqual({ reason: 'not-offered-for-shop', blockType: 'html' });
    expect(isRefusal(pastedBlocks(toPayload([html], 'en'), 'hosted', 'en', newId))).toBe(false);
    expect(pastedBlocks(toPayload([{ _id: 'z', type: 'marquee', data: {} }], 'en'), 'hosted', 'en', newId)).toEqual({ reason: 'not-offered-for-shop', blockType: 'marquee' });
  });

  it("refuses data its type's schema does not take", () => {
    expect(pastedBlocks(toPayload([{ _id: 'v', type: 'text', data: { content: 42 } }], 'en'), 'hosted', 'en', newId)).toEqual({ reason: 'clipboard-invalid' });
  });
});
