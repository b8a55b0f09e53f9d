import type { NavigationDraftEntry } from '@/lib/content/site-draft';
import { draftMenus, sameMenus, withDraftedMenu, withoutEntries } from '../navigation-draft-tree';

const page = (id: string, children: NavigationDraftEntry[] = [], isVisible = true): NavigationDraftEntry => ({ pageId: id, isVisible, children });
const category = (id: string, children: NavigationDraftEntry[] = []): NavigationDraftEntry => ({ categoryId: id, isVisible: true, children });
const outline = (tree: NavigationDraftEntry[]): unknown[] => tree.map((e) => (e.children.length ? [e.pageId ?? e.categoryId, outline(e.children)] : e.pageId ?? e.categoryId));

const live = { main: [category('c1', [page('p1')]), page('p2')], footer: [page('p3')] };

describe('the navigation draft tree', () => {
  it('lifts the children of an entry it drops into its place', () => {
    expect(outline(withoutEntries([category('c1', [page('p1'), page('p2')]), page('p3')], (e) => e.categoryId === 'c1'))).toEqual(['p1', 'p2', 'p3']);
  });

  it('shows a drafted menu as arranged, the other menu less what the draft placed in it', () => {
    const menus = draftMenus(live, { main: { locale: 'en', tree: [page('p2'), page('p3'), category('c1', [page('p1')])] } });
    expect(outline(menus.main)).toEqual(['p2', 'p3', ['c1', ['p1']]]);
    expect(menus.footer).toEqual([]);
  });

  it('adds live entries the draft does not place at the end of their menu, and drops those gone since', () => {
    const withNewPage = { ...live, main: [...live.main, page('p4')] };
    const menus = draftMenus(withNewPage, { main: { locale: 'en', tree: [page('p2'), page('gone', [page('p1')]), category('c1')] } });
    expect(outline(menus.main)).toEqual(['p2', 'p1', 'c1', 'p4']);
  });

  it('keeps the visibility the draft gives an entry', () => {
    const menus = draftMenus(live, { footer: { locale: 'en', tree: [page('p3', [], false)] } });
    expect(menus.footer[0]!.isVisible).toBe(false);
    expect(sameMenus(menus, live)).toBe(false);
    expect(sameMenus(draftMenus(live, { footer: { locale: 'en', tree: [page('p3')] } }), live)).toBe(true);
  });

  it('takes the entries a drafted menu now holds out of the other drafted menu', () => {
    const draft = withDraftedMenu({ footer: { locale: 'en', tree: [page('p3'), page('p2')] } }, 'main', 'en', [category('c1', [page('p1')]), page('p2')]);
    expect(outline(draft.footer!.tree)).toEqual(['p3']);
    expect(outline(draft.main!.tree)).toEqual([['c1', ['p1']], 'p2']);
  });
});
