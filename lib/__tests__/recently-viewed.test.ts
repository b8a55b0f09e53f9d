import { parseViewed, RECENTLY_VIEWED_MAX, withViewed } from '../recently-viewed';

const product = (n: number) => ({ id: `p${n}`, name: `Product ${n}`, href: `/p/product-${n}` });

describe('recently viewed', () => {
  it('keeps a product once, newest first, at most RECENTLY_VIEWED_MAX', () => {
    let list = [product(1), product(2)];
    list = withViewed(list, product(2));
    expect(list.map((item) => item.id)).toEqual(['p2', 'p1']);
    for (let n = 3; n < 20; n += 1) list = withViewed(list, product(n));
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]!.id).toBe('p19');
  });

  it('reads only well-formed entries with the shop\'s own addresses from storage', () => {
    expect(parseViewed(null)).toEqual([]);
    expect(parseViewed('not json')).toEqual([]);
    expect(parseViewed('{"id":"x"}')).toEqual([]);
    const stored = JSON.stringify([product(1), { id: 'x', name: 'Evil', href: 'https://evil.example/' }, { id: 'y', name: 'Evil', href: '//evil.example/' }, { id: 'z' }]);
    expect(parseViewed(stored)).toEqual([product(1)]);
  });
});
