'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
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

/** The sort dropdown; without scripting a plain GET form with an apply button. */
export function SortSelect({ options, value, hrefs, onSelect, action, fields = {} }: Props) {
  const t = useTranslations('Listing');
  const tSort = useTranslations('Sort');
  const router = useRouter();
  const id = useId();
  const choose = (sort: SortOption) => {
    if (sort === value) return;
    if (onSelect) onSelect(sort);
    else if (hrefs?.[sort]) router.push(hrefs[sort]!, { scroll: false });
  };
  return (
    <form action={action} method="get" className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('sortLabel')}</label>
      {Object.entries(fields).map(([name, field]) => <input key={name} type="hidden" name={name} value={field} />)}
      {/* Uncontrolled, so a choice made before hydration stays and React's replayed change applies it. */}
      <select key={value} id={id} name="sort" defaultValue={value} onChange={(event) => choose(event.target.value as SortOption)}>
        {options.map((option) => <option key={option} value={option}>{tSort(option)}</option>)}
      </select>
      {/* Shown only without scripting (CSS), so the toolbar does not shift when the page hydrates. */}
      <button type="submit" className={`button--secondary ${styles.apply}`}>{t('applySort')}</button>
    </form>
  );
}
