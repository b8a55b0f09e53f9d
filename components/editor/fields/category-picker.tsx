'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { catalogRoutes } from '@/lib/api/routes/catalog';
import { fill } from '../labels';
import workbench from '../workbench.module.css';
import { categoryRows, filterCategoryRows, type CategoryRow } from './category-tree';
import type { PickerTextKey } from './picker-labels';
import styles from './pickers.module.css';

/** Each level of nesting indents a category's name by one em space, which an option keeps. */
const INDENT = '\u2003';

interface Props {
  label: string;
  value: string | undefined;
  onChange(categoryId: string | undefined): void;
  labels: Record<PickerTextKey, string>;
}

/**
 * Chooses one of the shop's categories: a native select, whose keyboard and screen reader behaviour
 * every browser provides, with the tree's nesting as indentation and a box that narrows it by title.
 * The owner's request gets hidden categories too (the API answers them to the owner), since a shop
 * is composed before it opens; they are marked. A chosen id the tree lacks shows as unknown.
 */
export function CategoryPicker({ label, value, onChange, labels }: Props) {
  const legendId = useId();
  const filterId = useId();
  const [rows, setRows] = useState<CategoryRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [filter, setFilter] = useState('');

  useEffect(() => {
    let current = true;
    // Silent: the failure is shown here, where the owner is looking, with a retry.
    shopApi(catalogRoutes.listCategories, {}, { silent: true })
      .then((tree) => { if (current) setRows(categoryRows(tree)); })
      .catch(() => { if (current) setFailed(true); });
    return () => { current = false; };
  }, [attempt]);

  const shown = useMemo(() => (rows ? filterCategoryRows(rows, filter, value) : null), [rows, filter, value]);
  const unknown = Boolean(value) && rows !== null && !rows.some((row) => row.categoryId === value);
  const titleOf = (row: CategoryRow, title: string) => (row.hidden ? fill(labels.hiddenCategory, { title }) : title);
  const status = rows === null && !failed ? labels.loadingCategories : shown?.matches === 0 ? labels.noMatchingCategories : '';

  return (
    <fieldset className={styles.picker}>
      <legend id={legendId}>{label}</legend>
      {shown && (
        <>
          <label htmlFor={filterId} className={styles.filterLabel}>{labels.filterCategories}</label>
          <input id={filterId} type="search" className={styles.input} value={filter} autoComplete="off"
            onChange={(event) => setFilter(event.currentTarget.value)} />
          <select aria-labelledby={legendId} className={styles.input} value={value ?? ''}
            onChange={(event) => onChange(event.currentTarget.value || undefined)}>
            <option value="">{labels.noCategory}</option>
            {unknown && <option value={value}>{labels.unknownCategory}</option>}
            {shown.rows.map((row) => (
              // The indentation shows the nesting; the name read out says the way down instead.
              <option key={row.categoryId} value={row.categoryId} aria-label={titleOf(row, row.path.join(' › '))}>
                {INDENT.repeat(row.depth)}{titleOf(row, row.title)}
              </option>
            ))}
          </select>
        </>
      )}
      <p role="status" className={workbench.empty}>{status}</p>
      {failed && (
        <>
          <p role="alert" className={workbench.refusal}>{labels.categoriesFailed}</p>
          <button type="button" onClick={() => { setFailed(false); setAttempt((n) => n + 1); }}>{labels.retry}</button>
        </>
      )}
    </fieldset>
  );
}
