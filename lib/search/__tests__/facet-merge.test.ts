import type { FacetPayload } from '@/lib/contract/search';
import { facetHasChoices, mergeFacets } from '../facet-merge';

const selection = (values: [string, boolean, number][], active = false): FacetPayload => ({
  id: 'Manufacturer', type: 'selection', label: null, active,
  values: values.map(([value, selected, matches]) => ({ value, label: value, selected, matches, visible: matches > 0 })),
});

describe('mergeFacets', () => {
  it('keeps earlier active and selected state with the new counts', () => {
    const earlier = [selection([['Alba', true, 3], ['Nordvik', false, 2]], true)];
    const next = [selection([['Alba', false, 5], ['Nordvik', false, 0], ['Bergfeld', false, 1]])];
    const [merged] = mergeFacets(earlier, next);
    expect(merged).toMatchObject({ active: true });
    expect(merged!.type === 'selection' && merged!.values).toEqual([
      { value: 'Alba', label: 'Alba', selected: true, matches: 5, visible: true },
      { value: 'Nordvik', label: 'Nordvik', selected: false, matches: 0, visible: false },
      { value: 'Bergfeld', label: 'Bergfeld', selected: false, matches: 1, visible: true },
    ]);
  });

  it('keeps the earlier range selection', () => {
    const range = (selected: boolean, sel: { min: number; max: number } | null): FacetPayload => ({
      id: 'ListPrice', type: 'range', label: null, active: sel !== null, currency: 'EUR', values: { min: 9, max: 260, selected, selection: sel },
    });
    const [merged] = mergeFacets([range(true, { min: 20, max: 50 })], [range(false, null)]);
    expect(merged).toEqual(range(true, { min: 20, max: 50 }));
  });

  it('takes facets that were not there before as they come', () => {
    const next = [selection([['Alba', false, 1]])];
    expect(mergeFacets([], next)).toEqual(next);
  });

  it('knows whether a facet offers a choice', () => {
    expect(facetHasChoices(selection([['Alba', false, 0]]))).toBe(false);
    expect(facetHasChoices(selection([['Alba', false, 2]]))).toBe(true);
  });
});
