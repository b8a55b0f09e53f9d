import { EMBED_WEIGHT, PAGE_WEIGHT_BUDGET, pageWeightRule } from '../page-weight';
import { html, image, input } from './fixtures';

describe('pageWeightRule', () => {
  it('flags a page over its budget, showing its heaviest block', () => {
    const findings = pageWeightRule(input([image('small', { src: '/media/s.jpg' }), image('big', { src: '/media/b.jpg' }), html('h', '<script src="https://widget.example/w.js"></script>')], {
      imageBytes: { '/media/s.jpg': 300_000, '/media/b.jpg': 1_500_000 },
    }));
    expect(findings).toEqual([expect.objectContaining({ rule: 'page-weight', blockId: 'big', values: { size: 2200, budget: PAGE_WEIGHT_BUDGET / 1000 } })]);
  });

  it('leaves a page within its budget alone, images of unknown size counting nothing', () => {
    expect(pageWeightRule(input([image('a', { src: 'https://cdn.example/huge.jpg' }), { _id: 'm', type: 'maps', data: {} }], { imageBytes: { '/media/a.jpg': PAGE_WEIGHT_BUDGET } }))).toEqual([]);
    expect(EMBED_WEIGHT).toBeLessThan(PAGE_WEIGHT_BUDGET);
  });
});
