'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { focusOnArrival, useArrivalFocus } from '@/components/hooks/arrival-focus';
import { useDeferredKeyChange } from '@/components/hooks/use-deferred-key-change';
import type { SortOption } from '@/lib/catalog/listing';
import styles from './listing.module.css';

interface Props {
  options: readonly SortOption[];
  value: SortOption;
  /** Category pages: the address of each sort, navigated to on change. */
  hrefs?: Partial<Record<SortOption, string>>;
  /** Search results: the island applies the sort itself. */
  onSelect?: (sort: SortOption) => void;
  /** Without JavaScript the select submits as a GET form to this address with these fields. */
  action?: string;
  fields?: Record<string, string>;
}

/** Registers the sort select for the focus a new sort gives back to it. */
const ARRIVAL_KEY = 'sort-select';

/**
 * The sort dropdown; without scripting a plain GET form with an apply button. A new sort renders a new
 * select (a new page, or a remount for the new value), which takes focus back when the shopper was on
 * the old one; sorts passed with the arrow keys apply on Enter or on leaving the select.
 */
export function SortSelect({ options, value, hrefs, onSelect, action, fields = {} }: Props) {
  const t = useTranslations('Listing');
  const tSort = useTranslations('Sort');
  const router = useRouter();
  const id = useId();
  const arrivalFocus = useArrivalFocus<HTMLSelectElement>(ARRIVAL_KEY);
  const keys = useDeferredKeyChange();
  const choose = (sort: SortOption, stayed: boolean) => {
    if (sort === value) return;
    if (stayed) focusOnArrival(ARRIVAL_KEY);
    if (onSelect) onSelect(sort);
    else if (hrefs?.[sort]) router.push(hrefs[sort]!, { scroll: false });
  };
  return (
    <form action={action} method="get" className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('sortLabel')}</label>
      {Object.entries(fields).map(([name, field]) => <input key={name} type="hidden" name={name} value={field} />)}
      {/* Uncontrolled, so a choice made before hydration stays and React's replayed change applies it. */}
      <select key={value} ref={arrivalFocus} id={id} name="sort" defaultValue={value} {...keys.handlers}
        onChange={(event) => {
          const sort = event.target.value as SortOption;
          keys.changed((stayed) => choose(sort, stayed));
        }}>
        {options.map((option) => <option key={option} value={option}>{tSort(option)}</option>)}
      </select>
      {/* Shown only without scripting (CSS), so the toolbar does not shift when the page hydrates. */}
      <button type="submit" className={`button--secondary ${styles.apply}`}>{t('applySort')}</button>
    </form>
  );
}
