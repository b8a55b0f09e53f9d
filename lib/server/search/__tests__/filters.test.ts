import { ValidationError } from '@/lib/server/errors';
import { filtersFromQuery, normalizeFilters, parseRange } from '../filters';

const path = (index: number) => `body.filters.${index}`;

function validationFields(run: () => unknown): { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

describe('parseRange', () => {
  it.each([
    ['10;50', { min: 10, max: 50 }],
    ['10;49.9', { min: 10, max: 49.9 }],
    ['9,95;19,5', { min: 9.95, max: 19.5 }],
    [' 10 ; 50 ', { min: 10, max: 50 }],
    ['10;', { min: 10, max: null }],
    [';50', { min: null, max: 50 }],
    [';', { min: null, max: null }],
  ])('reads %p', (text, range) => {
    expect(parseRange(text)).toEqual(range);
  });

  it.each(['abc', '10', '10-50', '10;50;60', '-5;10', '1e3;5', '10;abc', ''])('refuses %p', (text) => {
    expect(parseRange(text)).toBeNull();
  });
});

describe('normalizeFilters', () => {
  it('groups values per facet, drops repeats and converts prices to minor units', () => {
    const id = '5f0c6b8e-2d7a-4c1e-9b3f-8a6d2e4c1b7a';
    const filters = normalizeFilters([
      { id: 'Manufacturer', value: 'Acme' },
      { id: 'CategoryID', value: id.toUpperCase() },
      { id: 'Manufacturer', value: 'Borealis' },
      { id: 'Manufacturer', value: 'Acme' },
      { id: 'ListPrice', value: '10;49.9' },
      { id: 'PreDefString_color', value: 'black' },
      { id: 'PreDefString_size', value: 'M' },
      { id: 'PreDefString_color', value: 'navy' },
    ], 'EUR', path);
    expect(filters).toEqual({
      categoryIds: [id],
      manufacturers: ['Acme', 'Borealis'],
      price: { min: 1000, max: 4990 },
      attributes: [{ name: 'color', values: ['black', 'navy'] }, { name: 'size', values: ['M'] }],
    });
  });

  it('takes ListPrice as min and max numbers too, either side open', () => {
    expect(normalizeFilters([{ id: 'ListPrice', min: 5.5 }], 'EUR', path).price).toEqual({ min: 550, max: null });
    expect(normalizeFilters([{ id: 'ListPrice', max: 1200 }], 'JPY', path).price).toEqual({ min: null, max: 1200 });
  });

  it('names every bad filter by its field', () => {
    const fields = validationFields(() => normalizeFilters([
      { id: 'ListPrice', value: 'abc' },
      { id: 'CategoryID', value: 'clothing' },
      { id: 'Colour', value: 'black' },
      { id: 'Manufacturer', value: '  ' },
    ], 'EUR', path));
    expect(fields.map((f) => f.path)).toEqual(['body.filters.0', 'body.filters.1', 'body.filters.2.id', 'body.filters.3']);
  });

  it('refuses an inverted and a second price range', () => {
    expect(validationFields(() => normalizeFilters([{ id: 'ListPrice', value: '50;10' }], 'EUR', path))[0]!.message).toMatch(/above/);
    expect(validationFields(() => normalizeFilters([{ id: 'ListPrice', value: '1;2' }, { id: 'ListPrice', value: '3;4' }], 'EUR', path))[0]!.path)
      .toBe('body.filters.1');
  });
});

describe('filtersFromQuery', () => {
  it('reads repeated facet parameters and leaves every other parameter alone', () => {
    const filters = filtersFromQuery({
      q: 'shirt', sort: 'price-asc', utm_source: 'mail', Colour: 'black',
      Manufacturer: ['Acme', 'Borealis'], ListPrice: '10;50', PreDefString_color: 'black', CategoryID: '',
    }, 'EUR');
    expect(filters).toEqual({
      categoryIds: [], manufacturers: ['Acme', 'Borealis'], price: { min: 1000, max: 5000 }, attributes: [{ name: 'color', values: ['black'] }],
    });
  });

  it('answers a 400 that names the parameter', () => {
    expect(validationFields(() => filtersFromQuery({ ListPrice: 'abc' }, 'EUR'))).toEqual([
      { path: 'query.ListPrice', message: expect.stringContaining('min;max') },
    ]);
    expect(validationFields(() => filtersFromQuery({ Manufacturer: Array.from({ length: 51 }, (_, i) => `m${i}`) }, 'EUR'))[0]!.path).toBe('query');
  });
});

describe('price bounds', () => {
  it('cap at the largest storable price for currencies with many decimals', () => {
    expect(normalizeFilters([{ id: 'ListPrice', value: '9999999;9999999' }], 'BHD', path).price).toEqual({ min: 2_147_483_647, max: 2_147_483_647 });
  });
});
