import { homeEntry, linkHomeEntry } from '../home-entry';
import type { NavigationItem } from '../types';

const item = (id: string, over: Partial<NavigationItem> = {}): NavigationItem => ({
  id, type: 'category', title: id, slug: id, href: `/c/${id}-id`, isVisible: true, isPublished: true, categoryId: `${id}-id`, pageId: null,
  titleTag: null, metaDescription: null, navigation: 'main', children: [], ...over,
});

describe('the home entry', () => {
  it('is the first entry of the main navigation', () => {
    const menu = [item('home'), item('clothing')];
    expect(homeEntry(menu)).toBe(menu[0]);
    expect(homeEntry([])).toBeUndefined();
  });

  it('links to / wherever a menu names its category, and leaves the other entries alone', () => {
    const main = [item('home'), item('clothing', { children: [item('home', { id: 'home-again' }), item('shirts')] })];
    const linked = linkHomeEntry(main, homeEntry(main));
    expect(linked.map((entry) => entry.href)).toEqual(['/', '/c/clothing-id']);
    expect(linked[1]!.children.map((entry) => entry.href)).toEqual(['/', '/c/shirts-id']);
    const footer = [item('about', { type: 'page', href: '/i/about', categoryId: null, pageId: 'about-page', navigation: 'footer' }), item('home')];
    expect(linkHomeEntry(footer, homeEntry(main)).map((entry) => entry.href)).toEqual(['/i/about', '/']);
  });

  it('links to / for an info page at home too, matched by the page', () => {
    const main = [item('welcome', { type: 'page', href: '/i/welcome', categoryId: null, pageId: 'welcome-page' }), item('clothing')];
    expect(linkHomeEntry(main, homeEntry(main)).map((entry) => entry.href)).toEqual(['/', '/c/clothing-id']);
  });

  it('leaves an empty menu empty', () => {
    expect(linkHomeEntry([], undefined)).toEqual([]);
  });
});
