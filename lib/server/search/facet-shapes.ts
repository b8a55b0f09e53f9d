import type { FacetPayload } from '@/lib/contract/search';
import { currencyDigits } from '@/lib/money';
import { ATTRIBUTE_FACET_PREFIX, type SearchFilters } from './filters';

/** One row of the facet query: a facet value with its count, the price bounds, or the total. */
export interface FacetRow {
  facet: string;
  value: string | null;
  label: string | null;
  facet_label: string | null;
  matches: number;
  lo: number | null;
  hi: number | null;
  pos: number | null;
}

type SelectionFacet = Extract<FacetPayload, { type: 'selection' }>;
type RangeFacet = Extract<FacetPayload, { type: 'range' }>;

const byLabel = (a: { label: string; value: string }, b: { label: string; value: string }) =>
  a.label.localeCompare(b.label) || a.value.localeCompare(b.value);

/**
 * A selection facet from its rows. Selected values are flagged; a selected value without matches is
 * still listed (matches 0) so that it can be unselected. Values come ordered by `pos`, then label.
 */
function selectionFacet(id: string, label: string | null, rows: FacetRow[], selected: string[], ordered: boolean): SelectionFacet {
  const values = rows.map((row) => ({
    value: row.value ?? '', label: row.label ?? row.value ?? '', pos: row.pos ?? 0, matches: row.matches,
  }));
  if (ordered) values.sort((a, b) => a.pos - b.pos || byLabel(a, b));
  else values.sort(byLabel);
  for (const value of selected) {
    if (!values.some((v) => v.value === value)) values.push({ value, label: value, pos: 0, matches: 0 });
  }
  return {
    id, type: 'selection', label, active: selected.length > 0,
    values: values.map((v) => {
      const isSelected = selected.includes(v.value);
      return { value: v.value, label: v.label, selected: isSelected, matches: v.matches, visible: v.matches > 0 || isSelected };
    }),
  };
}

/** The price facet in whole currency units around the matching prices, with the chosen range. */
function priceFacet(row: FacetRow | undefined, filters: SearchFilters, currency: string): RangeFacet {
  const factor = 10 ** currencyDigits(currency);
  const min = row?.lo == null ? 0 : Math.floor(row.lo / factor);
  const max = row?.hi == null ? 0 : Math.ceil(row.hi / factor);
  const price = filters.price;
  const selection = price
    ? { min: price.min === null ? min : price.min / factor, max: price.max === null ? max : price.max / factor }
    : null;
  return {
    id: 'ListPrice', type: 'range', label: null, active: price !== null, currency,
    // Spec section 4: a range counts as selected when it differs from the full range.
    values: { min, max, selected: selection !== null && (selection.min !== min || selection.max !== max), selection },
  };
}

/** Shapes the facet query's rows into the facets of spec section 3, in a fixed order; prices are in `currency`. */
export function toFacets(rows: FacetRow[], filters: SearchFilters, currency: string): FacetPayload[] {
  const of = (facet: string) => rows.filter((row) => row.facet === facet);
  const facets: FacetPayload[] = [
    selectionFacet('CategoryID', null, of('CategoryID'), filters.categoryIds, false),
    selectionFacet('Manufacturer', null, of('Manufacturer'), filters.manufacturers, false),
    priceFacet(of('ListPrice')[0], filters, currency),
  ];
  const attributeNames = new Set(rows.filter((r) => r.facet.startsWith(ATTRIBUTE_FACET_PREFIX)).map((r) => r.facet.slice(ATTRIBUTE_FACET_PREFIX.length)));
  for (const attribute of filters.attributes) attributeNames.add(attribute.name);
  for (const name of [...attributeNames].sort()) {
    const id = `${ATTRIBUTE_FACET_PREFIX}${name}`;
    const attributeRows = of(id);
    const selected = filters.attributes.find((a) => a.name === name)?.values ?? [];
    facets.push(selectionFacet(id, attributeRows[0]?.facet_label ?? name, attributeRows, selected, true));
  }
  return facets;
}
