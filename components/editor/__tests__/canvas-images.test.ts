import type { RenderBlock } from '@/components/blocks/render-block';
import { withLocalImages } from '../canvas-images';

const image = (id: string): RenderBlock => ({ _id: id, type: 'image', data: { src: `/media/${id}.png`, width: 800, height: 600, alt: id, crop: { x: 0, y: 0, width: 0.5, height: 0.5 } } } as RenderBlock);
const text = (id: string): RenderBlock => ({ _id: id, type: 'text', data: { content: `<p>${id}</p>` } } as RenderBlock);
const layout = (id: string, columns: RenderBlock[][]): RenderBlock => ({ _id: id, type: 'multi-column', data: {}, columns } as RenderBlock);

describe('images shown from the owner\'s file while they upload', () => {
  it('leaves the blocks as they are while nothing uploads', () => {
    const blocks = [image('a'), text('b')];
    expect(withLocalImages(blocks, {})).toBe(blocks);
    expect(withLocalImages(blocks, { other: 'blob:x' })).toBe(blocks);
  });

  it('shows the local file in place of the stored image, without its size and crop, and keeps the other blocks', () => {
    const blocks = [image('a'), text('b'), image('c')];
    const shown = withLocalImages(blocks, { c: 'blob:c' });
    expect(shown[0]).toBe(blocks[0]);
    expect(shown[1]).toBe(blocks[1]);
    expect(shown[2]).toMatchObject({ _id: 'c', data: { src: 'blob:c', width: undefined, height: undefined, crop: undefined, alt: 'c' } });
  });

  it('reaches images in a layout\'s columns, keeping the untouched column', () => {
    const left = [text('l')];
    const blocks = [layout('m', [left, [image('r')]])];
    const [shown] = withLocalImages(blocks, { r: 'blob:r' }) as [RenderBlock & { columns: RenderBlock[][] }];
    expect(shown.columns[0]).toBe(left);
    expect(shown.columns[1]![0]).toMatchObject({ data: { src: 'blob:r' } });
  });

  it('changes no block that is not an image', () => {
    const blocks = [text('a')];
    expect(withLocalImages(blocks, { a: 'blob:a' })).toBe(blocks);
  });
});
