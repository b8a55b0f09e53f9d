'use client';

import { useCallback, useId, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { searchOwnerRoutes } from '@/lib/api/routes/search-owner';
import { normaliseQuery } from '@/lib/search/search-terms';
import { fill } from '../../labels';
import { ProductPicker } from '../../fields/product-picker';
import type { PickerTextKey } from '../../fields/picker-labels';
import type { SearchText } from './labels';
import styles from './search-module.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';
import { useOwnerRead, useOwnerWrite } from './use-owner-read';

/** The language's pinned products, each removable, and a form to pin a product (the product picker) to a search term. */
export function PinEditor({ locale, language, text, pickers }: {
  locale: string;
  /** The language of the texts (the owner's). */
  language: string;
  text: SearchText;
  pickers: Record<PickerTextKey, string>;
}) {
  const termId = useId();
  const [term, setTerm] = useState('');
  const [product, setProduct] = useState<string[]>([]);
  const read = useCallback(() => shopApi(searchOwnerRoutes.listSearchPins, { query: { locale } }, { silent: true }), [locale]);
  const pins = useOwnerRead(read);

  const { error, setError, write } = useOwnerWrite(pins.reload, text.saveFailed);
  const { listRef, headingRef, removing, kept } = useFocusAfterRemoval(pins.value?.items ?? null);
  const remove = async (id: string, index: number) => {
    removing(id, index);
    if (!await write(() => shopApi(searchOwnerRoutes.deleteSearchPin, { params: { id }, query: { locale } }, { silent: true }))) kept();
  };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (normaliseQuery(term) === '' || product.length === 0) return setError(text.needsTermAndProduct);
    const body = { query: term, productId: product[0]! };
    if (await write(() => shopApi(searchOwnerRoutes.createSearchPin, { query: { locale }, body }, { silent: true }))) {
      setTerm('');
      setProduct([]);
    }
  };

  return (
    <section aria-labelledby={`${termId}-title`}>
      <h3 id={`${termId}-title`} ref={headingRef} tabIndex={-1}>{text.pins}</h3>
      <p className={styles.hint}>{text.pinsHint}</p>
      {pins.value === null ? <p className={styles.hint}>{pins.failed ? text.failed : text.loading}</p>
        : pins.value.items.length === 0 ? <p className={styles.hint}>{text.noPins}</p> : (
          <ul ref={listRef} className={styles.list}>
            {pins.value.items.map((pin, index) => {
              const name = pin.productName ?? `${pin.productId} (${text.notListed})`;
              return (
                <li key={pin.id}>
                  <span>{name}<br /><small>{fill(text.pinnedTo, { query: pin.query })}</small></span>
                  <button type="button" aria-label={`${text.remove}: ${name}, ${fill(text.pinnedTo, { query: pin.query })}`}
                    onClick={() => void remove(pin.id, index)}>
                    {text.remove}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <label htmlFor={termId}>{text.term}</label>
        <input id={termId} value={term} maxLength={200} onChange={(event) => setTerm(event.target.value)} />
        <ProductPicker label={text.addPin} value={product} onChange={(ids) => setProduct(ids.slice(-1))} labels={pickers} lang={language} max={1} />
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <button type="submit">{text.addPin}</button>
      </form>
    </section>
  );
}
