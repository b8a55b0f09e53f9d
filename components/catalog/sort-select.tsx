'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SortOption } from '@/lib/catalog/listing';
import styles from './listing.module.css';
import { useHydrated } from '@/components/hooks/use-hydrated';

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

/** The sort dropdown; a plain form with an apply button until the page is hydrated. */
export function SortSelect({ options, value, hrefs, onSelect, action, fields = {} }: Props) {
  const t = useTranslations('Listing');
  const tSort = useTranslations('Sort');
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const choose = (sort: SortOption) => {
    if (onSelect) onSelect(sort);
    else if (hrefs?.[sort]) router.push(hrefs[sort]!, { scroll: false });
  };
  return (
    <form action={action} method="get" className={styles.sort} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id}>{t('sortLabel')}</label>
      {Object.entries(fields).map(([name, field]) => <input key={name} type="hidden" name={name} value={field} />)}
      <select id={id} name="sort" value={value} onChange={(event) => choose(event.target.value as SortOption)}>
        {options.map((option) => <option key={option} value={option}>{tSort(option)}</option>)}
      </select>
      {!hydrated && <button type="submit" className="button--secondary">{t('applySort')}</button>}
    </form>
  );
}
