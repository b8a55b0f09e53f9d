'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { marketRoutes } from '@/lib/api/routes/market';
import type { TaxRatePayload } from '@/lib/contract/markets';
import { formatScaled, parseScaled } from '@/lib/pricing/decimal-text';
import { TAX_CLASSES, type TaxClass } from '@/lib/pricing/vat';
import { fill } from '../../labels';
import type { MarketsText } from './labels';
import type { Country } from './market-settings-form';
import { refusalOf } from './refusal';
import { RowField } from './row-field';
import { marketsQueryKeys, useTaxRates } from './use-markets-api';
import styles from './markets.module.css';

/** Basis points as the owner reads and types them: percent with up to two decimals (1900 -> "19", 810 -> "8.1"). */
const PERCENT_DIGITS = 2;
const percent = (basisPoints: number) => formatScaled(basisPoints, PERCENT_DIGITS, 0);

/**
 * The VAT rates of a market's countries per tax class (standard, reduced), in percent, saved per
 * country. A country without a rate of its own is taxed at the shop's rate, which its fields show greyed.
 */
export function TaxRates({ countries, shopRateBasisPoints, text }: { countries: Country[]; shopRateBasisPoints: number; text: MarketsText }) {
  const id = useId();
  const rates = useTaxRates();
  const [status, setStatus] = useState('');
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.taxRates}</h3>
      <p className={styles.hint}>{fill(text.taxRatesHint, { rate: percent(shopRateBasisPoints) })}</p>
      <p role="status" className={styles.status}>{status}</p>
      {rates.data === undefined ? (
        rates.isError
          ? <p role="alert" className={styles.error}>{text.failed} <button type="button" onClick={() => void rates.refetch()}>{text.retry}</button></p>
          : <p className={styles.hint}>{text.loading}</p>
      ) : (
        <ul className={styles.rows}>
          {countries.map((country) => (
            <TaxRateRow key={country.code} country={country} rates={rates.data.filter((rate) => rate.countryCode === country.code)}
              shopRate={percent(shopRateBasisPoints)} text={text} onSaved={setStatus} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface RowProps {
  country: Country;
  rates: TaxRatePayload[];
  shopRate: string;
  text: MarketsText;
  onSaved: (status: string) => void;
}

const RATE_TEXT: Record<TaxClass, 'standardRateOf' | 'reducedRateOf'> = { standard: 'standardRateOf', reduced: 'reducedRateOf' };
const RATE_HEADING: Record<TaxClass, 'standardRate' | 'reducedRate'> = { standard: 'standardRate', reduced: 'reducedRate' };

function TaxRateRow({ country, rates, shopRate, text, onSaved }: RowProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const stored = (taxClass: TaxClass) => rates.find((rate) => rate.taxClass === taxClass);
  const [values, setValues] = useState(() => Object.fromEntries(TAX_CLASSES.map((taxClass) => {
    const rate = stored(taxClass);
    return [taxClass, rate ? percent(rate.rateBasisPoints) : ''];
  })) as Record<TaxClass, string>);
  const [error, setError] = useState('');

  const save = useMutation({
    mutationFn: (changes: [TaxClass, number][]) => Promise.all(changes.map(([taxClass, rateBasisPoints]) =>
      shopApi(marketRoutes.putTaxRate, { params: { country: country.code, taxClass }, body: { rateBasisPoints } }, { silent: true }))),
    onSuccess: () => {
      setError('');
      onSaved(fill(text.ratesSaved, { country: country.name }));
      void queryClient.invalidateQueries({ queryKey: marketsQueryKeys.taxRates });
    },
    onError: (refused) => setError(refusalOf(refused, text).message),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes: [TaxClass, number][] = [];
    for (const taxClass of TAX_CLASSES) {
      if (values[taxClass].trim() === '') continue;
      const basisPoints = parseScaled(values[taxClass], PERCENT_DIGITS);
      if (basisPoints === null || basisPoints > 10_000) return setError(fill(text.invalidNumber, { example: '8.1' }));
      if (basisPoints !== stored(taxClass)?.rateBasisPoints) changes.push([taxClass, basisPoints]);
    }
    if (changes.length > 0) save.mutate(changes);
  };

  return (
    <li className={styles.row}>
      <form onSubmit={submit} noValidate aria-label={country.name}>
        <div className={styles.rowName}>{country.name}</div>
        <div className={styles.rowFields}>
          {TAX_CLASSES.map((taxClass) => (
            <RowField key={taxClass} id={`${id}-${taxClass}`} caption={text[RATE_HEADING[taxClass]]} label={fill(text[RATE_TEXT[taxClass]], { country: country.name })}
              value={values[taxClass]} placeholder={shopRate} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined}
              onChange={(value) => setValues((before) => ({ ...before, [taxClass]: value }))} />
          ))}
          <button type="submit" disabled={save.isPending} aria-label={`${text.saveRates}: ${country.name}`}>{text.saveRates}</button>
        </div>
        {error && <p id={`${id}-error`} className={styles.error}>{error}</p>}
      </form>
    </li>
  );
}
