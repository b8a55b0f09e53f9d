import { imageAltRule } from '../image-alt';
import { html, image, input, layout } from './fixtures';

describe('imageAltRule', () => {
  it('flags image blocks, slides and HTML images without alternative text, in columns too', () => {
    const findings = imageAltRule(input([
      layout('l', [image('i1', { alt: '  ' })]),
      { _id: 's', type: 'content-slider', data: { images: [{ src: '/a.jpg', alt: 'Shoes' }, { src: '/b.jpg', alt: '' }] } },
      html('h', '<p><img src="/x.png"></p>'),
    ]));
    expect(findings.map((f) => [f.blockId, f.values.image])).toEqual([['i1', 1], ['s', 2], ['h', 1]]);
    expect(findings[0]).toMatchObject({ rule: 'image-alt', severity: 'error', message: 'checkImageAlt' });
  });

  it('leaves described images, empty image blocks and decorative HTML images alone', () => {
    expect(imageAltRule(input([image('i'), image('empty', { src: '', alt: '' }), html('h', '<img src="/x.png" alt="">')]))).toEqual([]);
  });
});
