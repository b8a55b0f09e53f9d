import type { NavigationItemPayload } from '@/lib/contract/content';
import { toNavigationPayload } from '../navigation-payload';

const entry = (id: string, over: Partial<NavigationItemPayload> = {}): NavigationItemPayload => ({
  id, type: 'page', title: id, slug: id, href: `/i/${id}`, isVisible: true, isPublished: true, categoryId: null, pageId: `page-${id}`,
  titleTag: null, metaDescription: null, navigation: 'main', children: [], ...over,
});
const category = (id: string, slug: string, children: NavigationItemPayload[] = []) =>
  entry(id, { type: 'category', slug, href: `/c/${id}`, categoryId: id, pageId: null, children });

const menu = [
  category('home', 'start'),
  category('clothing', 'clothing', [category('shirts', 't-shirts', [entry('care')]), entry('sizes')]),
  entry('draft', { isPublished: false }),
  { ...category('hidden', 'old-sale'), isVisible: false },
];

type Flat = { id: string; parents: string[]; isCurrentPage: boolean; isInBreadcrumb: boolean; isPreview: boolean };
const flat = (items: ReturnType<typeof toNavigationPayload>): Flat[] => items.flatMap((item) => [
  { id: item.id, parents: item.parents, isCurrentPage: item.isCurrentPage, isInBreadcrumb: item.isInBreadcrumb, isPreview: item.isPreview },
  ...flat(item.children),
]);
const marked = (path: string | undefined, menuName: 'main' | 'footer' = 'main') => {
  const items = flat(toNavigationPayload(menu, { path, menu: menuName }));
  return { current: items.filter((i) => i.isCurrentPage).map((i) => i.id), breadcrumb: items.filter((i) => i.isInBreadcrumb).map((i) => i.id) };
};

describe('toNavigationPayload', () => {
  it('gives each entry the ids above it, top first', () => {
    const items = flat(toNavigationPayload(menu, { menu: 'main' }));
    expect(items.find((i) => i.id === 'care')!.parents).toEqual(['clothing', 'shirts']);
    expect(items.find((i) => i.id === 'clothing')!.parents).toEqual([]);
  });

  it('marks the page a path names and the entries above it, whatever its language or editor prefix', () => {
    expect(marked('/i/care')).toEqual({ current: ['care'], breadcrumb: ['clothing', 'shirts', 'care'] });
    expect(marked('/editor/de/i/care?x=1')).toEqual({ current: ['care'], breadcrumb: ['clothing', 'shirts', 'care'] });
  });

  it('finds a category by its id (the menus\' links) or its slug', () => {
    expect(marked('/c/shirts').current).toEqual(['shirts']);
    expect(marked('/c/t-shirts')).toEqual({ current: ['shirts'], breadcrumb: ['clothing', 'shirts'] });
  });

  it('takes / as the main menu\'s first entry, and nothing in the footer', () => {
    expect(marked('/')).toEqual({ current: ['home'], breadcrumb: ['home'] });
    expect(marked('/', 'footer').current).toEqual([]);
  });

  it('marks nothing without a path, or for one no entry shows', () => {
    expect(marked(undefined)).toEqual({ current: [], breadcrumb: [] });
    expect(marked('/cart')).toEqual({ current: [], breadcrumb: [] });
    expect(marked('/i/%E0%A4%A')).toEqual({ current: [], breadcrumb: [] });
  });

  it('marks as preview what only the owner sees: a hidden entry or a page not published yet', () => {
    const preview = flat(toNavigationPayload(menu, { menu: 'main' })).filter((i) => i.isPreview).map((i) => i.id);
    expect(preview).toEqual(['draft', 'hidden']);
  });
});
