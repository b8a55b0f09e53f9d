'use client';

import { useTranslations } from 'next-intl';
import type { FacetPayload } from '@/lib/contract/search';
import { facetHasChoices } from '@/lib/search/facet-merge';
import { hasFilter, type FacetFilter } from '@/lib/search/search-url';
import { PriceRange } from './price-range';
import styles from './search.module.css';

interface Props {
  facets: FacetPayload[];
  /** The counts are lower bounds (the search matched more than 1,000 products): shown as "240+". */
  countsAreLowerBounds: boolean;
  /** The filters in the address: checkboxes follow them at once, before the new results arrive. */
  filters: FacetFilter[];
  onToggle: (id: string, value: string) => void;
  onRange: (id: string, value: string | null) => void;
  onClear: () => void;
}

/** The facet filters of a search: checkbox lists per selection facet and the price range. */
export function FacetPanel({ facets, countsAreLowerBounds, filters, onToggle, onRange, onClear }: Props) {
  const t = useTranslations('Search');
  const titleOf = (facet: FacetPayload) =>
    facet.id === 'CategoryID' ? t('facetCategory')
      : facet.id === 'Manufacturer' ? t('facetManufacturer')
        // The price range is in the shopper's market's currency, named by its ISO code, as prices are.
        : facet.type === 'range' ? `${t('facetPrice')} (${facet.currency})` : facet.label ?? facet.id;
  return (
    <div className={styles.facets}>
      {filters.length > 0 && <button type="button" className="button--quiet" onClick={onClear}>{t('clearFilters')}</button>}
      {facets.filter((facet) => facetHasChoices(facet) || filters.some((f) => f.id === facet.id)).map((facet) => (
        <fieldset key={facet.id} className={styles.facet}>
          <legend>{titleOf(facet)}</legend>
          {facet.type === 'range' ? (
            <PriceRange key={filters.find((f) => f.id === facet.id)?.value ?? 'full'} facet={facet}
              value={filters.find((f) => f.id === facet.id)?.value ?? null} onApply={(value) => onRange(facet.id, value)} />
          ) : (
            <ul>
              {facet.values.filter((value) => value.visible || hasFilter(filters, facet.id, value.value)).map((value) => (
                <li key={value.value}>
                  <label>
                    <input type="checkbox" checked={hasFilter(filters, facet.id, value.value)} onChange={() => onToggle(facet.id, value.value)} />
                    <span>{value.label}</span>
                    <span className={styles.matches}>{countsAreLowerBounds ? t('atLeast', { count: value.matches }) : value.matches}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      ))}
    </div>
  );
}
