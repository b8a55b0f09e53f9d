import type { RenderBlock } from '../render-block';
import { leadImageBlockId } from '../lead-image';

const image = (id: string, src = '/media/photo.png') => ({ _id: id, type: 'image', data: { src, alt: '' } }) as unknown as RenderBlock;
const text = (id: string) => ({ _id: id, type: 'text', data: { content: '<p>Hi</p>' } }) as unknown as RenderBlock;
const layout = (id: string, columns: RenderBlock[][]) => ({ _id: id, type: 'image-with-text', data: {}, columns }) as unknown as RenderBlock;

describe('leadImageBlockId', () => {
  it('is the first image with a picture among the first three blocks, in a layout\'s columns too', () => {
    expect(leadImageBlockId([text('t'), layout('l', [[text('c')], [image('i')]]), image('later')])).toBe('i');
    expect(leadImageBlockId([image('empty', ''), image('first')])).toBe('first');
  });

  it('is none when the first three blocks show no image: an image further down loads lazily', () => {
    expect(leadImageBlockId([text('a'), text('b'), text('c'), image('d')])).toBeNull();
    expect(leadImageBlockId([{ _id: 'u', type: 'gone', problem: 'unknown-type' }])).toBeNull();
  });
});
