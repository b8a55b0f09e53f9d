import type { NavigationItemPayload } from '@/lib/contract/content';
import { afterSave, entriesOf, flattenMenu, putBody, withoutEntries } from '../navigation-tree';
import { category, outline, page, trees } from './navigation-fixtures';

const item = (over: Partial<NavigationItemPayload>): NavigationItemPayload => ({
  id: 'menu-row', type: 'page', title: 'About us', slug: 'about-us', href: '/i/about-us', isVisible: true, isPublished: true, categoryId: null,
  pageId: 'p1', titleTag: null, metaDescription: null, navigation: 'main', children: [], ...over,
});

describe('entriesOf', () => {
  it('keys entries by the page or category they point at, not by the menu row the server renews on every save', () => {
    const [sale] = entriesOf([item({
      id: 'row-1', type: 'category', title: 'Sale', slug: 'sale', categoryId: 'c1', pageId: null, isVisible: false,
      children: [item({ id: 'row-2' })],
    })]);
    expect(sale).toEqual({
      key: 'category:c1', type: 'category', title: 'Sale', slug: 'sale', categoryId: 'c1', isVisible: false,
      children: [{ key: 'page:p1', type: 'page', title: 'About us', slug: 'about-us', categoryId: null, isVisible: true, children: [] }],
    });
  });
});

describe('putBody (spec section 5)', () => {
  it('sends only slug for pages or categoryId for categories, isVisible and children, at every level', () => {
    expect(putBody(trees().main, 'main')).toEqual([
      { categoryId: 'id-home', isVisible: true, children: [] },
      { categoryId: 'id-clothing', isVisible: true, children: [
        { categoryId: 'id-t-shirts', isVisible: true, children: [{ categoryId: 'id-basics', isVisible: true, children: [] }] },
        { slug: 'jackets', isVisible: true, children: [] },
      ] },
      { slug: 'new-arrivals', isVisible: true, children: [] },
      { categoryId: 'id-winter-sale', isVisible: false, children: [] },
    ]);
  });

  it('gives footer entries no children at all', () => {
    const body = putBody([page('about-us'), category('sale', [page('stray')], false)], 'footer');
    expect(body).toEqual([{ slug: 'about-us', isVisible: true }, { categoryId: 'id-sale', isVisible: false }]);
    expect(body.every((entry) => !('children' in entry))).toBe(true);
  });
});

describe('flattenMenu', () => {
  it('lists entries parents first with their level, place among siblings and levels below', () => {
    const rows = flattenMenu(trees().main).map(({ entry, level, index, siblings, height }) => [entry.title, level, index, siblings, height]);
    expect(rows).toEqual([
      ['Home', 1, 0, 4, 0], ['Clothing', 1, 1, 4, 2], ['T Shirts', 2, 0, 2, 1], ['Basics', 3, 0, 1, 0],
      ['Jackets', 2, 1, 2, 0], ['New Arrivals', 1, 2, 4, 0], ['Winter Sale', 1, 3, 4, 0],
    ]);
  });
});

describe('withoutEntries and afterSave', () => {
  it('takes entries out and lifts their children into their place, as the server does', () => {
    expect(outline(withoutEntries(trees().main, new Set(['category:t-shirts', 'page:new-arrivals'])))).toEqual(
      ['Home', ['Clothing', ['Basics', 'Jackets']], 'Winter Sale'],
    );
  });

  it('answers the menus once one is saved: that one as sent, the other without the pages it now holds', () => {
    const before = trees();
    const sentMain = [...before.main, page('about-us')];
    const after = afterSave(before, 'main', sentMain);
    expect(after.main).toBe(sentMain);
    expect(outline(after.footer)).toEqual(['Autumn Preview']);
    // Categories may be in both menus: saving one leaves the other's alone.
    const withCategory = { ...before, footer: [category('home'), ...before.footer] };
    expect(outline(afterSave(withCategory, 'main', before.main).footer)).toEqual(['Home', 'About Us', 'Autumn Preview']);
  });
});
