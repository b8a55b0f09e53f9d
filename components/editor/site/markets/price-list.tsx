'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import { shopApi } from '@/lib/api/browser';
import { marketRoutes } from '@/lib/api/routes/market';
import type { MarketPayload, MarketProductPayload } from '@/lib/contract/markets';
import { currencyDigits } from '@/lib/money';
import { formatScaled, parseScaled } from '@/lib/pricing/decimal-text';
import { fill } from '../../labels';
import type { MarketsText } from './labels';
import { refusalOf } from './refusal';
import { RowField } from './row-field';
import { marketsQueryKeys, useMarketProducts } from './use-markets-api';
import styles from './markets.module.css';

/** The owner is looking for a product, not browsing: a short pause after typing is enough to ask. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * A market's price list: products and variations found by name or SKU, each with its primary price,
 * the price converted at the market's rate and rounding, and the market's own price, saved per row
 * (empty: the converted price applies again).
 */
export function PriceList({ market, text }: { market: MarketPayload; text: MarketsText }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const products = useMarketProducts(market.code, q);
  const [status, setStatus] = useState('');

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.priceList}</h3>
      <p className={styles.hint}>{text.priceListHint}</p>
      <label className={styles.field} htmlFor={`${id}-search`}>
        {text.search}
        <input id={`${id}-search`} type="search" value={typed} maxLength={100} aria-describedby={`${id}-search-hint`}
          onChange={(event) => setTyped(event.target.value)} />
      </label>
      <p id={`${id}-search-hint`} className={styles.hint}>{text.searchHint}</p>
      <p role="status" className={styles.status}>{status}</p>
      {products.data === undefined ? (
        products.isError
          ? <p role="alert" className={styles.error}>{text.failed} <button type="button" onClick={() => void products.refetch()}>{text.retry}</button></p>
          : <p className={styles.hint}>{text.loading}</p>
      ) : products.data.length === 0 ? <p className={styles.hint}>{text.noProducts}</p> : (
        <ul className={styles.rows} aria-busy={products.isFetching}>
          {products.data.map((product) => (
            <PriceRow key={`${product.productId}-${product.marketPrice?.amount ?? ''}`} market={market} product={product} text={text} onSaved={setStatus} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PriceRow({ market, product, text, onSaved }: { market: MarketPayload; product: MarketProductPayload; text: MarketsText; onSaved: (status: string) => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const digits = currencyDigits(market.currency);
  const [value, setValue] = useState(product.marketPrice ? formatScaled(product.marketPrice.amount, digits) : '');
  const [error, setError] = useState('');
  const params = { code: market.code, productId: product.productId };

  const save = useMutation({
    mutationFn: async (amount: number | null) => {
      if (amount !== null) await shopApi(marketRoutes.putMarketPrice, { params, body: { priceAmount: amount } }, { silent: true });
      else await shopApi(marketRoutes.deleteMarketPrice, { params }, { silent: true });
      return amount;
    },
    onSuccess: (amount) => {
      setError('');
      onSaved(fill(amount === null ? text.priceRemoved : text.priceSaved, { name: product.name }));
      void queryClient.invalidateQueries({ queryKey: marketsQueryKeys.products(market.code) });
    },
    onError: (refused) => setError(refusalOf(refused, text).message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') {
      // Nothing to take off a list the product is not on.
      if (product.marketPrice) save.mutate(null);
      return;
    }
    const amount = parseScaled(value, digits);
    if (amount === null) return setError(fill(text.invalidNumber, { example: formatScaled(product.convertedPrice.amount, digits) }));
    save.mutate(amount);
  };

  const describedBy = [`${id}-prices`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <li className={styles.row}>
      <form onSubmit={submit} noValidate aria-label={product.name}>
        <div className={styles.rowName}>{product.name} <span className={styles.hint}>{product.sku}</span></div>
        <div id={`${id}-prices`} className={styles.prices}>
          <span>{text.primaryPrice}: {product.primaryPrice.formatted}</span>
          <span>{text.convertedPrice}: {product.convertedPrice.formatted}</span>
        </div>
        <div className={styles.rowFields}>
          <RowField id={`${id}-price`} caption={fill(text.marketPrice, { currency: market.currency })} label={fill(text.priceOf, { name: product.name, currency: market.currency })}
            value={value} placeholder={formatScaled(product.convertedPrice.amount, digits)} invalid={Boolean(error)} describedBy={describedBy} onChange={setValue} />
          <button type="submit" disabled={save.isPending} aria-label={`${text.savePrice}: ${product.name}`}>{text.savePrice}</button>
        </div>
        {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
      </form>
    </li>
  );
}
