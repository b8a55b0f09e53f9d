'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { shopApi } from '@/lib/api/browser';
import { marketRoutes } from '@/lib/api/routes/market';
import type { BodyOf, Input } from '@/lib/contract/endpoint';
import type { MarketPayload, marketEndpoints } from '@/lib/contract/markets';
import { ROUNDING_RULES, type RoundingRule } from '@/lib/pricing/conversion';
import { formatScaled, parseScaled } from '@/lib/pricing/decimal-text';
import { fill } from '../../labels';
import { countryChoices } from './country-choices';
import type { MarketsText } from './labels';
import { refusalOf } from './refusal';
import { marketsQueryKeys } from './use-markets-api';
import styles from './markets.module.css';

export interface Country {
  code: string;
  name: string;
}

/** An ISO 4217 currency a new market can sell in, by name in the owner's language. */
export interface Currency {
  code: string;
  name: string;
}

interface Props {
  /** The market to edit; null adds a new one, with its code and a currency chosen from `currencies`. */
  market: MarketPayload | null;
  /** The other markets: a country one of them names cannot be chosen here. */
  others: MarketPayload[];
  primaryCurrency: string;
  /** The countries the shop delivers to, by name in the owner's language. */
  countries: Country[];
  /** Names any country (the module's `countryNamer`): the market's own beyond the delivery countries too. */
  nameOf(code: string): string;
  language: string;
  currencies: Currency[];
  text: MarketsText;
  /** Told the code of the market the form created. */
  onCreated?(code: string, name: string): void;
}

const MARKET_CODE = /^[a-z][a-z0-9-]{0,15}$/;
const RATE_DIGITS = 6;
const ROUNDING_TEXT: Record<RoundingRule, 'roundingNone' | 'roundingWhole' | 'roundingNinety'> = {
  none: 'roundingNone', whole: 'roundingWhole', ninety: 'roundingNinety',
};

type Field = 'code' | 'name' | 'countries' | 'currency' | 'exchangeRateMillionths';

/**
 * A market's settings: name, countries, currency, exchange rate from the primary currency, rounding of
 * converted prices and whether prices are shown gross or net. Checked here first, then by the API; each
 * refusal is shown by its field. The primary market's currency and rate are the shop's and stay as they are.
 * Without a market it adds one: its code names it in the API for good, so it is asked only here. The
 * new market's form takes the focus as it opens; a refusal moves it to the first refused field.
 */
export function MarketSettingsForm({ market, others, primaryCurrency, countries, nameOf, language, currencies, text, onCreated }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const isPrimary = market?.isPrimary ?? false;
  const [code, setCode] = useState('');
  const [name, setName] = useState(market?.name ?? '');
  const [chosen, setChosen] = useState(() => new Set(market?.countries));
  const [currency, setCurrency] = useState(market?.currency ?? '');
  const [rate, setRate] = useState(market ? formatScaled(market.exchangeRateMillionths, RATE_DIGITS, 2) : '');
  const [rounding, setRounding] = useState<RoundingRule>(market?.rounding ?? 'none');
  const [pricesIncludeTax, setPricesIncludeTax] = useState(market?.pricesIncludeTax ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  /** How many times the fields were refused (here or by the API): each moves the focus to the first refused field. */
  const [refusals, setRefusals] = useState(0);
  const [status, setStatus] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // "Add market" opens the new market's form: the keyboard goes on in its first field, once, as it opens.
  const opensNew = useRef(!market);
  useEffect(() => {
    if (opensNew.current) form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const refuse = (found: typeof errors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((count) => count + 1);
  };
  const ownerOf = new Map(others.flatMap((other) => other.countries.map((code) => [code, other.name] as const)));
  const choices = countryChoices(countries, market?.countries ?? [], nameOf, language);

  const save = useMutation({
    mutationFn: (body: Input<BodyOf<typeof marketEndpoints.putMarket>>) => shopApi(marketRoutes.putMarket, { params: { code: market?.code ?? code }, body }, { silent: true }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: marketsQueryKeys.all });
      if (market) setStatus(fill(text.saved, { name: saved.name }));
      else onCreated?.(saved.code, saved.name);
    },
    onError: (error) => {
      const refusal = refusalOf(error, text);
      refuse({ [refusal.field && refusal.field in FIELD_IDS ? refusal.field : 'form']: refusal.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const exchangeRateMillionths = parseScaled(rate, RATE_DIGITS);
    const found: typeof errors = {};
    // A PUT to a taken code would replace that market: a new one must name a code no market has.
    if (!market && !MARKET_CODE.test(code)) found.code = text.invalidCode;
    else if (!market && others.some((other) => other.code === code)) found.code = text.codeTaken;
    if (!name.trim()) found.name = text.required;
    if (!/^[A-Z]{3}$/.test(currency.trim().toUpperCase())) found.currency = text.invalidCurrency;
    if (!exchangeRateMillionths) found.exchangeRateMillionths = fill(text.invalidNumber, { example: '0.94' });
    refuse(found);
    if (Object.keys(found).length > 0 || !exchangeRateMillionths) return;
    save.mutate({
      name: name.trim(), countries: choices.map((country) => country.code).filter((code) => chosen.has(code)),
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
    <form ref={form} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{market ? text.settings : text.newMarket}</h3>
      {!market && (
        <>
          <label className={styles.field} htmlFor={fieldId('code')}>
            {text.code}
            <input id={fieldId('code')} value={code} maxLength={16} autoCapitalize="none" spellCheck={false}
              onChange={(event) => setCode(event.target.value.trim())} {...described('code', true)} />
          </label>
          <p id={`${fieldId('code')}-hint`} className={styles.hint}>{text.codeHint}</p>
          {errorOf('code')}
        </>
      )}
      <label className={styles.field} htmlFor={fieldId('name')}>
        {text.name}
        <input id={fieldId('name')} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} {...described('name')} />
      </label>
      {errorOf('name')}
      <fieldset className={styles.group} aria-describedby={described('countries', true)['aria-describedby']}>
        <legend>{text.countries}</legend>
        <p id={`${fieldId('countries')}-hint`} className={styles.hint}>{isPrimary ? text.otherCountries : text.countriesHint}</p>
        <div className={styles.choices}>
          {choices.map((country) => {
            const taken = ownerOf.get(country.code);
            const note = taken ? fill(text.inMarket, { name: taken }) : country.delivered ? null : text.notDelivered;
            return (
              <label key={country.code} className={styles.choice} data-taken={Boolean(taken)}>
                <input type="checkbox" checked={chosen.has(country.code)} disabled={Boolean(taken)} onChange={(event) => toggle(country.code, event.target.checked)} />
                {note ? `${country.name} (${note})` : country.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      {errorOf('countries')}
      <label className={styles.field} htmlFor={fieldId('currency')}>
        {text.currency}
        {market ? (
          <input id={fieldId('currency')} value={currency} maxLength={3} autoCapitalize="characters" readOnly={isPrimary}
            onChange={(event) => setCurrency(event.target.value)} {...described('currency', true)} />
        ) : (
          <select id={fieldId('currency')} value={currency} onChange={(event) => setCurrency(event.target.value)} {...described('currency', true)}>
            <option value="">{text.chooseCurrency}</option>
            {currencies.map((option) => <option key={option.code} value={option.code}>{option.code} · {option.name}</option>)}
          </select>
        )}
      </label>
      <p id={`${fieldId('currency')}-hint`} className={styles.hint}>{isPrimary ? text.primaryFixed : text.currencyHint}</p>
      {errorOf('currency')}
      <label className={styles.field} htmlFor={fieldId('exchangeRateMillionths')}>
        {text.exchangeRate}
        <input id={fieldId('exchangeRateMillionths')} value={rate} inputMode="decimal" readOnly={isPrimary}
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
      <button type="submit" disabled={save.isPending}>{market ? text.save : text.create}</button>
      <p role="status" className={styles.status}>{status}</p>
    </form>
  );
}

/** The fields refusals can name, with the id suffix of their input. */
const FIELD_IDS: Record<Field, string> = { code: 'code', name: 'name', countries: 'countries', currency: 'currency', exchangeRateMillionths: 'rate' };
