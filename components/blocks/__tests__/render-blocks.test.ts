import { toRenderBlocks, walkBlocks } from '../render-blocks';

describe('toRenderBlocks', () => {
  it('fills each known block’s defaults, marks unknown stored types and data that no longer fits', () => {
    const blocks = toRenderBlocks([
      { _id: 'cols', type: 'multi-column', data: {}, columns: [[{ _id: 't', type: 'text', data: {} }], [{ _id: 'old', type: 'marquee', data: { speed: 3 } }]] },
      { _id: 'slider', type: 'content-slider', data: {} },
      { _id: 'broken', type: 'image', data: { opentab: 'yes' } },
    ]);
    expect(blocks).toEqual([
      { _id: 'cols', type: 'multi-column', data: {}, columns: [[{ _id: 't', type: 'text', data: { content: '' } }], [{ _id: 'old', type: 'marquee', problem: 'unknown-type' }]] },
      { _id: 'slider', type: 'content-slider', data: { images: [], autoPlay: true, showNav: true, showThumbnails: false, slideInterval: 5000, showBullets: true } },
      { _id: 'broken', type: 'image', problem: 'invalid-data' },
    ]);
    expect([...walkBlocks(blocks)].map((b) => b._id)).toEqual(['cols', 't', 'old', 'slider', 'broken']);
  });
});
