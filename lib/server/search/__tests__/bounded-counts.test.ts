import type { FacetRow } from '../facet-shapes';
import { boundCounts } from '../facets';

const row = (facet: string, value: string | null, matches: number): FacetRow => ({
  facet, value, label: value, facet_label: null, matches, lo: null, hi: null, pos: null,
});

describe('boundCounts', () => {
  it('keeps every count exact while the matches stay within the limit', () => {
    const counts = boundCounts([row('total', null, 7), row('matches', null, 10), row('Manufacturer', 'Acme', 10)], 10, 7);
    expect(counts).toMatchObject({ total: 7, estimated: false, matches: 10 });
    expect(counts.facetRows).toEqual([row('Manufacturer', 'Acme', 10)]);
  });

  it('bounds the total and every facet count to the limit once the matches pass it', () => {
    const counts = boundCounts([row('total', null, 11), row('matches', null, 11), row('Manufacturer', 'Acme', 11), row('Manufacturer', 'Nordvik', 4)], 10, 12);
    expect(counts.estimated).toBe(true);
    expect(counts.facetRows.map((r) => r.matches)).toEqual([10, 4]);
    // At least the products of the pages shown (12), more than the bounded count (10).
    expect(counts.total).toBe(12);
  });

  it('gives a filtered total at least the bounded count when the pages show fewer', () => {
    expect(boundCounts([row('total', null, 6), row('matches', null, 11)], 10, 3)).toMatchObject({ total: 6, estimated: true });
  });

  it('answers no matches as an exact zero', () => {
    expect(boundCounts([], 10, 0)).toMatchObject({ total: 0, estimated: false, matches: 0, facetRows: [] });
  });
});
