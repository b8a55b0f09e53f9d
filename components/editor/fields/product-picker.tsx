'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_SEARCH_LENGTH } from '@/lib/contract/limits';
import { fill, fillPlural } from '../labels';
import workbench from '../workbench.module.css';
import type { PickerTextKey } from './picker-labels';
import styles from './pickers.module.css';
import { useChosenProducts, type ChosenProduct, type ProductSummary } from './use-chosen-products';
import { useProductSearch } from './use-product-search';

interface Props {
  label: string;
  value: string[];
  onChange(productIds: string[]): void;
  labels: Record<PickerTextKey, string>;
  /** The language of `labels` (the owner's), whose plural rules its counts follow. */
  lang: string;
  max: number;
}

/** Where the focus goes once the list has changed: a button of the row at that place, or the search box. */
type FocusAfter = { index: number; action: 'up' | 'down' | 'remove' } | 'search';

function Thumbnail({ product }: { product: ProductSummary }) {
  return product.image
    ? <Image className={styles.thumbnail} src={product.image.url} alt="" width={32} height={32} />
    : <span className={styles.thumbnail} aria-hidden="true" />;
}

/**
 * Chooses products in an order: the chosen ones as a list to reorder and remove from, and a search
 * by name whose results are added at the end. Changes are announced, and the focus stays on the row
 * that moved or goes to the next one when a row is removed, as the buttons it was on may be gone.
 */
export function ProductPicker({ label, value, onChange, labels, lang, max }: Props) {
  const searchId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);
  const { chosen, loading, failed, retry, remember } = useChosenProducts(value);
  const search = useProductSearch(text);
  const full = value.length >= max;
  const lowerIds = new Set(value.map((id) => id.toLowerCase()));

  useEffect(() => {
    const after = focusAfter.current;
    focusAfter.current = null;
    if (after === 'search') searchBox.current?.focus();
    if (!after || after === 'search') return;
    const buttons = list.current?.children[after.index]?.querySelectorAll<HTMLButtonElement>('button');
    const [up, down, remove] = buttons ? [...buttons] : [];
    // At the top "Move up" is disabled: the other move button takes the focus.
    const wanted = { up: up?.disabled ? down : up, down: down?.disabled ? up : down, remove }[after.action];
    wanted?.focus();
  }, [value]);

  const nameOf = (item: ChosenProduct) =>
    item.state === 'known' ? item.product.name : item.state === 'unknown' ? labels.unknownProduct : item.productId;
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    focusAfter.current = { index: index + by, action: by < 0 ? 'up' : 'down' };
    setAnnouncement(fill(labels.productMoved, { name: nameOf(chosen[index]!), position: index + by + 1, count: value.length }));
    onChange(next);
  };
  const remove = (index: number) => {
    focusAfter.current = value.length > 1 ? { index: Math.min(index, value.length - 2), action: 'remove' } : 'search';
    setAnnouncement(fill(labels.productRemoved, { name: nameOf(chosen[index]!) }));
    onChange(value.filter((_, i) => i !== index));
  };
  const add = (productId: string, product: ProductSummary) => {
    remember(productId, product);
    setAnnouncement(fill(labels.productAdded, { name: product.name }));
    onChange([...value, productId]);
  };

  const searchStatus = search.searching ? labels.searching : search.nothingFound ? labels.noProductsFound : '';
  return (
    <fieldset className={styles.picker}>
      <legend>{label}</legend>
      <p role="status" className={workbench.empty}>{loading ? labels.loadingProducts : ''}</p>
      {failed && (
        <div className={styles.failure}>
          <p role="alert" className={workbench.refusal}>{labels.productsFailed}</p>
          <button type="button" onClick={retry}>{labels.retry}</button>
        </div>
      )}
      {value.length === 0 ? <p className={workbench.empty}>{labels.noProductsChosen}</p> : (
        <ol ref={list} className={styles.products} aria-label={labels.chosenProducts}>
          {chosen.map((item, index) => {
            const name = nameOf(item);
            return (
              // Stored content may name a product twice: the place tells the rows apart.
              <li key={`${index}:${item.productId}`} className={styles.product}>
                {item.state === 'known' ? <Thumbnail product={item.product} /> : <span className={styles.thumbnail} aria-hidden="true" />}
                <span className={styles.name} data-unknown={item.state === 'unknown' || undefined}>{name}</span>
                <span className={styles.actions}>
                  <button type="button" aria-label={`${labels.moveUp}: ${name}`} title={labels.moveUp} disabled={index === 0}
                    onClick={() => move(index, -1)}>↑</button>
                  <button type="button" aria-label={`${labels.moveDown}: ${name}`} title={labels.moveDown} disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}>↓</button>
                  <button type="button" aria-label={`${labels.removeProduct}: ${name}`} title={labels.removeProduct}
                    onClick={() => remove(index)}>✕</button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p className="visually-hidden" aria-live="polite">{announcement}</p>

      <label htmlFor={searchId} className={styles.filterLabel}>{labels.searchProducts}</label>
      <input ref={searchBox} id={searchId} type="search" className={styles.input} value={text} maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off" aria-describedby={hintId} onChange={(event) => setText(event.currentTarget.value)} />
      <p id={hintId} className={styles.hint}>{full ? fillPlural(labels.productLimit, { max }, lang) : labels.searchHint}</p>
      <p role="status" className={workbench.empty}>{searchStatus}</p>
      {search.failed && (
        <div className={styles.failure}>
          <p role="alert" className={workbench.refusal}>{labels.searchFailed}</p>
          <button type="button" onClick={search.retry}>{labels.retry}</button>
        </div>
      )}
      {search.results && search.results.length > 0 && (
        <ul className={styles.products}>
          {search.results.map((result) => {
            const isChosen = lowerIds.has(result.productId.toLowerCase());
            return (
              <li key={result.productId} className={styles.product}>
                <Thumbnail product={result} />
                <span className={styles.name}>
                  {result.name}
                  {isChosen && <span className={styles.hint}> · {labels.alreadyChosen}</span>}
                </span>
                <span className={styles.actions}>
                  <button type="button" aria-label={`${labels.addProduct}: ${result.name}`} title={labels.addProduct}
                    disabled={isChosen || full} onClick={() => add(result.productId, { name: result.name, image: result.image })}>+</button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
