import { filterParams, filtersKey, readSearchState, searchQueryString, setSingleFilter, toggleFilter } from '../search-url';
import { listingHref } from '../listing-href';

describe('search URL', () => {
  it('reads q, sort, a capped page and repeated facet filters', () => {
    const state = readSearchState(new URLSearchParams('q=+mug+&sort=price-asc&page=40&Manufacturer=Alba&Manufacturer=Nordvik&ListPrice=10;50&utm=x'));
    expect(state).toEqual({
      q: 'mug', sort: 'price-asc', page: 20,
      filters: [{ id: 'Manufacturer', value: 'Alba' }, { id: 'Manufacturer', value: 'Nordvik' }, { id: 'ListPrice', value: '10;50' }],
    });
  });

  it('ignores unknown sorts and empty filters', () => {
    expect(readSearchState(new URLSearchParams('q=a&sort=cheap&CategoryID='))).toEqual({ q: 'a', sort: null, page: 1, filters: [] });
  });

  it('writes the state back with facets as repeated parameters', () => {
    const text = searchQueryString({ q: 'navy mug', sort: null, page: 2, filters: [{ id: 'PreDefString_color', value: 'navy' }, { id: 'PreDefString_color', value: 'black' }] });
    expect(text).toBe('q=navy+mug&page=2&PreDefString_color=navy&PreDefString_color=black');
    expect(searchQueryString({ q: '', sort: 'name-asc', page: 1, filters: [] })).toBe('q=&sort=name-asc');
    expect(searchQueryString({ q: 'a', sort: null, page: 1, filters: [] }, new URLSearchParams('shop=demo'))).toBe('shop=demo&q=a');
  });

  it('toggles selection values and replaces the range', () => {
    const one = toggleFilter([], 'Manufacturer', 'Alba');
    expect(one).toEqual([{ id: 'Manufacturer', value: 'Alba' }]);
    expect(toggleFilter(one, 'Manufacturer', 'Alba')).toEqual([]);
    const ranged = setSingleFilter(one, 'ListPrice', '10;20');
    expect(setSingleFilter(ranged, 'ListPrice', '30;40')).toEqual([{ id: 'Manufacturer', value: 'Alba' }, { id: 'ListPrice', value: '30;40' }]);
    expect(setSingleFilter(ranged, 'ListPrice', null)).toEqual(one);
  });

  it('groups filters for the API and keys them independent of order', () => {
    const filters = [{ id: 'Manufacturer', value: 'B' }, { id: 'ListPrice', value: '1;2' }, { id: 'Manufacturer', value: 'A' }];
    expect(filterParams(filters)).toEqual({ Manufacturer: ['B', 'A'], ListPrice: ['1;2'] });
    expect(filtersKey(filters)).toBe(filtersKey([...filters].reverse()));
  });
});

describe('listingHref', () => {
  it('leaves default sort, page 1 and 12 per page out of the address', () => {
    expect(listingHref('/c/shirts', { sort: null, page: 1, resultsPerPage: 12 })).toBe('/c/shirts');
    expect(listingHref('/de/c/hemden', { sort: 'price-asc', page: 3, resultsPerPage: 24 })).toBe('/de/c/hemden?sort=price-asc&page=3&resultsPerPage=24');
  });

  it('adds the view to the parameters the page rendered into the category\'s href', () => {
    expect(listingHref('/c/shirts?preview=1&shop=beyond-demo', { sort: 'price-asc', page: 2, resultsPerPage: 12 }))
      .toBe('/c/shirts?preview=1&shop=beyond-demo&sort=price-asc&page=2');
  });

  it('adds the browser\'s carried parameters the href does not set, without doubling those it does', () => {
    const carried = new URLSearchParams('preview=1&previewTheme=aurora&shop=beyond-demo');
    expect(listingHref('/c/shirts?preview=1&shop=beyond-demo', { sort: null, page: 3, resultsPerPage: 12 }, carried))
      .toBe('/c/shirts?preview=1&shop=beyond-demo&previewTheme=aurora&page=3');
  });
});
