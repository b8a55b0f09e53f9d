import { type SearchFilterInput } from '@/lib/contract/search';
import { isUuid } from '@/lib/schemas/ids';
import { ValidationError } from '@/lib/server/errors';
import { MAX_FILTERS, isFacetId } from '@/lib/contract/limits';
import { currencyDigits } from '@/lib/money';

/** Prefix of facets over variation attribute values (PreDefString_color). */
export const ATTRIBUTE_FACET_PREFIX = 'PreDefString_';

/** The filters of one search, grouped by facet: values of one facet widen, different facets narrow. */
export interface SearchFilters {
  categoryIds: string[];
  manufacturers: string[];
  /** Price bounds in minor units of the shop currency; null for an open side. */
  price: { min: number | null; max: number | null } | null;
  /** Selected values per variation attribute name, in the order the filters came. */
  attributes: { name: string; values: string[] }[];
}

/** A range in currency units as the `min;max` filter writes it; either side may be left empty. */
export interface UnitRange {
  min: number | null;
  max: number | null;
}

const RANGE = /^\s*(\d{1,7}(?:[.,]\d{1,4})?)?\s*;\s*(\d{1,7}(?:[.,]\d{1,4})?)?\s*$/;

/** Reads `10;49.9` (also `10;`, `;50` and decimal commas); null when the text is no such range. */
export function parseRange(text: string): UnitRange | null {
  const match = RANGE.exec(text);
  if (!match) return null;
  const read = (part: string | undefined) => (part === undefined ? null : Number(part.replace(',', '.')));
  return { min: read(match[1]), max: read(match[2]) };
}

/** An empty filter set: every matching product. */
export const noFilters = (): SearchFilters => ({ categoryIds: [], manufacturers: [], price: null, attributes: [] });

/** Currency units to minor units, capped at the largest price column value. */
const toMinor = (units: number | null, factor: number) => (units === null ? null : Math.min(Math.round(units * factor), 2_147_483_647));

const addUnique = (list: string[], value: string) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * Groups filters by facet and checks their values; `pathOf(i)` names the input field of filter i in
 * the 400 answer. Values must be category ids for CategoryID and a `min;max` range for ListPrice.
 */
export function normalizeFilters(input: SearchFilterInput[], currency: string, pathOf: (index: number) => string): SearchFilters {
  const filters = noFilters();
  const problems: { path: string; message: string }[] = [];
  const factor = 10 ** currencyDigits(currency);
  input.forEach((filter, index) => {
    const value = filter.value?.trim() ?? '';
    if (!isFacetId(filter.id)) problems.push({ path: `${pathOf(index)}.id`, message: 'Unknown facet id' });
    else if (filter.id === 'ListPrice') {
      const range = filter.value === undefined ? { min: filter.min ?? null, max: filter.max ?? null } : parseRange(value);
      if (!range) problems.push({ path: pathOf(index), message: 'ListPrice takes a range written min;max, e.g. 10;49.9' });
      else if (range.min !== null && range.max !== null && range.min > range.max) problems.push({ path: pathOf(index), message: 'The minimum price is above the maximum' });
      else if (filters.price) problems.push({ path: pathOf(index), message: 'ListPrice takes one range' });
      else filters.price = { min: toMinor(range.min, factor), max: toMinor(range.max, factor) };
    } else if (value === '') problems.push({ path: pathOf(index), message: 'A filter needs a value' });
    else if (filter.id === 'CategoryID') {
      if (isUuid(value)) addUnique(filters.categoryIds, value.toLowerCase());
      else problems.push({ path: pathOf(index), message: 'CategoryID takes a category id' });
    } else if (filter.id === 'Manufacturer') addUnique(filters.manufacturers, value);
    else {
      const name = filter.id.slice(ATTRIBUTE_FACET_PREFIX.length);
      let attribute = filters.attributes.find((a) => a.name === name);
      if (!attribute) filters.attributes.push(attribute = { name, values: [] });
      addUnique(attribute.values, value);
    }
  });
  if (problems.length > 0) throw new ValidationError(problems.slice(0, 20), 'Invalid search filter');
  return filters;
}

/**
 * The filters of GET /search: every parameter named like a facet id, repeated for several values.
 * Other parameters (q, sort, tracking parameters) are not filters and are left alone; empty ones too.
 */
export function filtersFromQuery(query: Record<string, unknown>, currency: string): SearchFilters {
  const input: SearchFilterInput[] = [];
  const paths: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (!isFacetId(key)) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      // Forms send untouched fields as empty parameters: no filter.
      if (String(value).trim() === '') continue;
      input.push({ id: key, value: String(value) });
      paths.push(`query.${key}`);
    }
  }
  if (input.length > MAX_FILTERS) {
    throw new ValidationError([{ path: 'query', message: `At most ${MAX_FILTERS} filter values` }], 'Too many search filters');
  }
  return normalizeFilters(input, currency, (index) => paths[index]!);
}
