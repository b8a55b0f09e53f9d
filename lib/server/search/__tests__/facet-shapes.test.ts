import { toFacets, type FacetRow } from '../facet-shapes';
import { noFilters } from '../filters';

const row = (facet: string, value: string | null, matches: number, extra: Partial<FacetRow> = {}): FacetRow => ({
  facet, value, label: value, facet_label: null, matches, lo: null, hi: null, pos: null, ...extra,
});

describe('toFacets', () => {
  it('orders the fixed facets first and attribute values by their position', () => {
    const facets = toFacets([
      row('total', null, 9),
      row('Manufacturer', 'Borealis', 2), row('Manufacturer', 'Acme', 3),
      row('ListPrice', null, 9, { lo: 1490, hi: 8995 }),
      row('PreDefString_size', 'XL', 1, { pos: 3, facet_label: 'Size' }), row('PreDefString_size', 'S', 2, { pos: 0, facet_label: 'Size' }),
    ], noFilters(), 'EUR');
    expect(facets.map((f) => f.id)).toEqual(['CategoryID', 'Manufacturer', 'ListPrice', 'PreDefString_size']);
    expect(facets[1]).toMatchObject({ type: 'selection', active: false, values: [{ value: 'Acme', matches: 3 }, { value: 'Borealis', matches: 2 }] });
    expect(facets[2]).toEqual({ id: 'ListPrice', type: 'range', label: null, active: false, currency: 'EUR', values: { min: 14, max: 90, selected: false, selection: null } });
    expect(facets[3]).toMatchObject({ label: 'Size', values: [{ value: 'S' }, { value: 'XL' }] });
  });

  it('flags selected values, keeps selected ones without matches, and marks a narrowed price range as selected', () => {
    const filters = { ...noFilters(), manufacturers: ['Acme', 'Gone'], price: { min: 2000, max: null }, attributes: [{ name: 'color', values: ['black'] }] };
    const facets = toFacets([row('Manufacturer', 'Acme', 3), row('ListPrice', null, 3, { lo: 1000, hi: 5000 })], filters, 'EUR');
    expect(facets[1]!.values).toEqual([
      { value: 'Acme', label: 'Acme', selected: true, matches: 3, visible: true },
      { value: 'Gone', label: 'Gone', selected: true, matches: 0, visible: true },
    ]);
    expect(facets[2]!.values).toEqual({ min: 10, max: 50, selected: true, selection: { min: 20, max: 50 } });
    expect(facets[3]).toMatchObject({ id: 'PreDefString_color', active: true, values: [{ value: 'black', matches: 0, selected: true }] });
    const full = toFacets([row('ListPrice', null, 3, { lo: 1000, hi: 5000 })], { ...noFilters(), price: { min: 1000, max: 5000 } }, 'EUR');
    expect(full[2]!.values).toMatchObject({ selected: false, selection: { min: 10, max: 50 } });
  });
});
