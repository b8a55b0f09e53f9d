import type { RenderBlock } from '@/components/blocks/render-block';
import { pageHeading } from '../home-heading';

const hero: RenderBlock = {
  _id: 'band', type: 'headline-block', data: {},
  columns: [[{ _id: 'hero', type: 'text', data: { content: '<h2>New season, timeless pieces</h2><p>Lead</p>' } }]],
};
const intro: RenderBlock = { _id: 'intro', type: 'text', data: { content: '<h2>Welcome</h2>' } };

describe('how a page heads itself', () => {
  it('on the home page: no breadcrumb, and the hero\'s headline as the h1 in place of the title', () => {
    expect(pageHeading(true, [hero, intro])).toEqual({ breadcrumb: false, title: false, headlineBlockId: 'hero' });
  });

  it('on a home page whose content opens without a hero: no breadcrumb, the title as the h1', () => {
    expect(pageHeading(true, [intro, hero])).toEqual({ breadcrumb: false, title: true, headlineBlockId: null });
    expect(pageHeading(true, [])).toEqual({ breadcrumb: false, title: true, headlineBlockId: null });
  });

  it('on every other page: the breadcrumb and the title, even above a hero', () => {
    expect(pageHeading(false, [hero])).toEqual({ breadcrumb: true, title: true, headlineBlockId: null });
  });
});
