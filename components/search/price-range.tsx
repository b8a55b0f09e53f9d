'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { FacetPayload } from '@/lib/contract/search';
import { rangeFilterValue, readRangeValue } from '@/lib/search/range-facet';
import styles from './search.module.css';

type RangeFacet = Extract<FacetPayload, { type: 'range' }>;

interface Props {
  facet: RangeFacet;
  /** The facet's `min;max` filter in the address, if any. */
  value: string | null;
  onApply: (value: string | null) => void;
}

/** Minimum and maximum price inputs; the full range applies no filter (spec section 4). */
export function PriceRange({ facet, value, onApply }: Props) {
  const t = useTranslations('Search');
  const id = useId();
  const full = { min: facet.values.min, max: facet.values.max };
  const chosen = value ? readRangeValue(value) : null;
  const [min, setMin] = useState(String(chosen?.min ?? full.min));
  const [max, setMax] = useState(String(chosen?.max ?? full.max));
  const read = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(rangeFilterValue(full, { min: read(min), max: read(max) }));
  };
  return (
    <form className={styles.range} onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-min`}>{t('priceMin')}</label>
        <input id={`${id}-min`} type="number" inputMode="decimal" min={0} step="any" value={min} onChange={(e) => setMin(e.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-max`}>{t('priceMax')}</label>
        <input id={`${id}-max`} type="number" inputMode="decimal" min={0} step="any" value={max} onChange={(e) => setMax(e.target.value)} />
      </div>
      <button type="submit" className="button--secondary">{t('applyPrice')}</button>
    </form>
  );
}
