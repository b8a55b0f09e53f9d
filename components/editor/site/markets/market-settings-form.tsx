'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { apiRoutes } from '@/lib/api/routes';
import type { BodyOf, Input } from '@/lib/contract/endpoint';
import type { MarketPayload, marketEndpoints } from '@/lib/contract/markets';
import { ROUNDING_RULES, type RoundingRule } from '@/lib/pricing/conversion';
import { formatScaled, parseScaled } from '@/lib/pricing/decimal-text';
import { fill } from '../../labels';
import type { MarketsText } from './labels';
import { refusalOf } from './refusal';
import { marketsQueryKeys } from './use-markets-api';
import styles from './markets.module.css';

export interface Country {
  code: string;
  name: string;
}

interface Props {
  market: MarketPayload;
  /** The other markets: a country one of them names cannot be chosen here. */
  others: MarketPayload[];
  primaryCurrency: string;
  /** The countries the shop delivers to, by name in the owner's language. */
  countries: Country[];
  text: MarketsText;
}

const RATE_DIGITS = 6;
const ROUNDING_TEXT: Record<RoundingRule, 'roundingNone' | 'roundingWhole' | 'roundingNinety'> = {
  none: 'roundingNone', whole: 'roundingWhole', ninety: 'roundingNinety',
};

type Field = 'name' | 'countries' | 'currency' | 'exchangeRateMillionths';

/**
 * A market's settings: name, countries, currency, exchange rate from the primary currency, rounding of
 * converted prices and whether prices are shown gross or net. Checked here first, then by the API; each
 * refusal is shown by its field. The primary market's currency and rate are the shop's and stay as they are.
 */
export function MarketSettingsForm({ market, others, primaryCurrency, countries, text }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(market.name);
  const [chosen, setChosen] = useState(() => new Set(market.countries));
  const [currency, setCurrency] = useState(market.currency);
  const [rate, setRate] = useState(formatScaled(market.exchangeRateMillionths, RATE_DIGITS, 2));
  const [rounding, setRounding] = useState<RoundingRule>(market.rounding);
  const [pricesIncludeTax, setPricesIncludeTax] = useState(market.pricesIncludeTax);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [status, setStatus] = useState('');
  const ownerOf = new Map(others.flatMap((other) => other.countries.map((code) => [code, other.name] as const)));

  const save = useMutation({
    mutationFn: (body: Input<BodyOf<typeof marketEndpoints.putMarket>>) => shopApi(apiRoutes.market.putMarket, { params: { code: market.code }, body }, { silent: true }),
    onSuccess: (saved) => {
      setStatus(fill(text.saved, { name: saved.name }));
      void queryClient.invalidateQueries({ queryKey: marketsQueryKeys.all });
    },
    onError: (error) => {
      const refusal = refusalOf(error, text);
      setErrors({ [refusal.field && refusal.field in FIELD_IDS ? refusal.field : 'form']: refusal.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const exchangeRateMillionths = parseScaled(rate, RATE_DIGITS);
    const found: typeof errors = {};
    if (!name.trim()) found.name = text.required;
    if (!/^[A-Z]{3}$/.test(currency.trim().toUpperCase())) found.currency = text.invalidCurrency;
    if (!exchangeRateMillionths) found.exchangeRateMillionths = fill(text.invalidNumber, { example: '0.94' });
    setErrors(found);
    if (Object.keys(found).length > 0 || !exchangeRateMillionths) return;
    save.mutate({
      name: name.trim(), countries: countries.map((country) => country.code).filter((code) => chosen.has(code)),
      currency: currency.trim().toUpperCase(), exchangeRateMillionths, rounding, pricesIncludeTax,
    });
  };

  const fieldId = (field: Field) => `${id}-${FIELD_IDS[field]}`;
  const errorOf = (field: Field) => errors[field] && <p id={`${fieldId(field)}-error`} className={styles.error}>{errors[field]}</p>;
  const described = (field: Field, hint?: boolean) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const toggle = (code: string, on: boolean) => setChosen((before) => {
    const next = new Set(before);
    if (on) next.add(code); else next.delete(code);
    return next;
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text.settings}</h3>
      <label className={styles.field} htmlFor={fieldId('name')}>
        {text.name}
        <input id={fieldId('name')} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} {...described('name')} />
      </label>
      {errorOf('name')}
      <fieldset className={styles.group} aria-describedby={described('countries', true)['aria-describedby']}>
        <legend>{text.countries}</legend>
        <p id={`${fieldId('countries')}-hint`} className={styles.hint}>{market.isPrimary ? text.otherCountries : text.countriesHint}</p>
        <div className={styles.choices}>
          {countries.map((country) => {
            const taken = ownerOf.get(country.code);
            return (
              <label key={country.code} className={styles.choice} data-taken={Boolean(taken)}>
                <input type="checkbox" checked={chosen.has(country.code)} disabled={Boolean(taken)} onChange={(event) => toggle(country.code, event.target.checked)} />
                {taken ? `${country.name} (${fill(text.inMarket, { name: taken })})` : country.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      {errorOf('countries')}
      <label className={styles.field} htmlFor={fieldId('currency')}>
        {text.currency}
        <input id={fieldId('currency')} value={currency} maxLength={3} autoCapitalize="characters" readOnly={market.isPrimary}
          onChange={(event) => setCurrency(event.target.value)} {...described('currency', true)} />
      </label>
      <p id={`${fieldId('currency')}-hint`} className={styles.hint}>{market.isPrimary ? text.primaryFixed : text.currencyHint}</p>
      {errorOf('currency')}
      <label className={styles.field} htmlFor={fieldId('exchangeRateMillionths')}>
        {text.exchangeRate}
        <input id={fieldId('exchangeRateMillionths')} value={rate} inputMode="decimal" readOnly={market.isPrimary}
          onChange={(event) => setRate(event.target.value)} {...described('exchangeRateMillionths', true)} />
      </label>
      <p id={`${fieldId('exchangeRateMillionths')}-hint`} className={styles.hint}>
        {fill(text.exchangeRateHint, { primary: primaryCurrency, currency: currency.toUpperCase() || '…', example: '0.94' })}
      </p>
      {errorOf('exchangeRateMillionths')}
      <label className={styles.field} htmlFor={`${id}-rounding`}>
        {text.rounding}
        <select id={`${id}-rounding`} value={rounding} onChange={(event) => setRounding(event.target.value as RoundingRule)}>
          {ROUNDING_RULES.map((rule) => <option key={rule} value={rule}>{text[ROUNDING_TEXT[rule]]}</option>)}
        </select>
      </label>
      <fieldset className={styles.group}>
        <legend>{text.pricesShown}</legend>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-tax`} checked={pricesIncludeTax} onChange={() => setPricesIncludeTax(true)} />
          {text.gross}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={`${id}-tax`} checked={!pricesIncludeTax} onChange={() => setPricesIncludeTax(false)} />
          {text.net}
        </label>
      </fieldset>
      {errors.form && <p role="alert" className={styles.error}>{errors.form}</p>}
      <button type="submit" disabled={save.isPending}>{text.save}</button>
      <p role="status" className={styles.status}>{status}</p>
    </form>
  );
}

/** The fields refusals can name, with the id suffix of their input. */
const FIELD_IDS: Record<Field, string> = { name: 'name', countries: 'countries', currency: 'currency', exchangeRateMillionths: 'rate' };
