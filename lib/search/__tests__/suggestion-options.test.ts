import { recentList, typedList } from '../suggestion-options';

const product = { productId: '00000000-0000-4000-8000-000000000001', name: 'Wool Jacket', slug: 'wool-jacket', href: '/p/wool-jacket', image: null,
  price: { amount: 100, currency: 'EUR', formatted: '€1.00' } };
const link = (label: string, href: string) => ({ label, href });

describe('typedList', () => {
  it('puts "Search for" first, then the groups in a fixed order, numbering options across them', () => {
    const list = typedList('jac', {
      products: [product], categories: [link('Jackets & Coats', '/c/jackets')], pages: [], brands: [link('Jacquard', '/search?Manufacturer=Jacquard')],
    });
    expect(list.options.map((o) => o.kind)).toEqual(['search', 'product', 'link', 'link']);
    expect(list.groups.map((g) => [g.name, g.first, g.options.length])).toEqual([['products', 1, 1], ['categories', 2, 1], ['brands', 3, 1]]);
  });

  it('has only "Search for" before an answer came', () => {
    expect(typedList('jac', undefined)).toEqual({ searchFor: { kind: 'search', q: 'jac' }, groups: [], options: [{ kind: 'search', q: 'jac' }] });
  });
});

describe('recentList', () => {
  it('is one group of recent searches, without "Search for"', () => {
    const list = recentList(['scarf', 'mug']);
    expect(list.searchFor).toBeNull();
    expect(list.groups).toEqual([{ name: 'recent', first: 0, options: [{ kind: 'recent', q: 'scarf' }, { kind: 'recent', q: 'mug' }] }]);
    expect(recentList([]).options).toEqual([]);
  });
});
