import { contentJsonProblem, MAX_CONTENT_JSON_DEPTH, type NavigationInputItem } from '@/lib/contract/content';
import { flattenNavigationTree, MAX_NAVIGATION_ENTRIES } from '../navigation-tree';
import { isAllowedWorkerScript } from '../service-worker';

const page = (slug: string, children: NavigationInputItem[] = []): NavigationInputItem => ({ slug, isVisible: true, children });
const cat = (categoryId: string, children: NavigationInputItem[] = []): NavigationInputItem => ({ categoryId, isVisible: false, children });

describe('flattenNavigationTree', () => {
  it('lists entries parents first with their parent, position and depth', () => {
    const { entries, errors } = flattenNavigationTree([cat('c1', [page('a'), page('b', [page('c')])]), page('d')], 3);
    expect(errors).toEqual([]);
    expect(entries.map((e) => [e.slug ?? e.categoryId, e.parent, e.position, e.depth])).toEqual([
      ['c1', null, 0, 1], ['a', 0, 0, 2], ['b', 0, 1, 2], ['c', 2, 0, 3], ['d', null, 1, 1],
    ]);
    expect(entries[3]!.path).toBe('body.0.children.1.children.0');
  });

  it('reports the same page or category twice, with where it was', () => {
    const { errors } = flattenNavigationTree([page('a', [page('a')]), cat('c1'), cat('c1')], 3);
    expect(errors.map((e) => e.path)).toEqual(['body.0.children.0', 'body.2']);
  });

  it('reports entries below the deepest level', () => {
    expect(flattenNavigationTree([page('a', [page('b')])], 1).errors).toEqual([{ path: 'body.0.children.0', message: expect.stringContaining('1 levels') }]);
  });

  it('caps the number of entries', () => {
    const many = Array.from({ length: MAX_NAVIGATION_ENTRIES + 1 }, (_, i) => page(`p${i}`));
    expect(flattenNavigationTree(many, 3).errors).toEqual([{ path: 'body', message: expect.any(String) }]);
  });
});

describe('contentJsonProblem', () => {
  it('accepts ordinary content', () => {
    expect(contentJsonProblem({ blocks: [{ _id: 'a', type: 'text', data: { content: '<p>Grüße 👋</p>' } }] })).toBeNull();
  });

  it('refuses NUL characters and lone surrogates in values and keys', () => {
    expect(contentJsonProblem({ blocks: [{ data: { content: 'a\u0000b' } }] })).toMatch(/NUL/);
    expect(contentJsonProblem({ blocks: [{ data: { content: '\uD800' } }] })).toMatch(/Unicode/);
    expect(contentJsonProblem({ 'k\u0000': 1 })).toMatch(/Keys/);
  });

  it('refuses nesting deeper than the limit without recursing (no stack overflow at 100000 levels)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(contentJsonProblem({ blocks: deep })).toMatch(/nested/);
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_CONTENT_JSON_DEPTH - 1; i += 1) ok = [ok];
    expect(contentJsonProblem(ok)).toBeNull();
  });
});

describe('isAllowedWorkerScript', () => {
  const origin = 'https://shop.test';
  const allowed = [origin, 'https://www.shop.test'];
  it.each(['/sw/push.js', 'push.js', '/a/b.js?v=1', 'https://shop.test/x.js', 'https://www.shop.test/x.js'])('allows %s', (url) => {
    expect(isAllowedWorkerScript(url, origin, allowed)).toBe(true);
  });
  it.each(['//evil.test/x.js', '\\\\evil.test/x.js', '/\\evil.test/x.js', 'https://evil.test/x.js', 'http://shop.test/x.js',
    'javascript:alert(1)', 'data:text/javascript,alert(1)', ' https://evil.test/x.js', 'https://shop.test.evil.test/x.js'])('refuses %s', (url) => {
    expect(isAllowedWorkerScript(url, origin, allowed)).toBe(false);
  });
});
