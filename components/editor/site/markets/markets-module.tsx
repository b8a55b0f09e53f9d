'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { shopApi } from '@/lib/api/browser';
import { marketRoutes } from '@/lib/api/routes/market';
import type { MarketPayload } from '@/lib/contract/markets';
import { ConfirmDialog } from '../../confirm-dialog';
import { fill } from '../../labels';
import { countryNamer } from './country-choices';
import type { MarketsText } from './labels';
import { MarketSettingsForm, type Country, type Currency } from './market-settings-form';
import { PriceList } from './price-list';
import { TaxRates } from './tax-rates';
import { refusalOf } from './refusal';
import { marketsQueryKeys, useMarkets } from './use-markets-api';
import styles from './markets.module.css';

export interface MarketsModuleProps {
  /** The module's name on the rail, its heading. */
  title: string;
  text: MarketsText;
  /** The countries the shop delivers to, by name in the owner's language. */
  countries: Country[];
  /** The ISO 4217 currencies a new market can sell in (those prices can be formatted in), by name. */
  currencies: Currency[];
  /** The shop's own VAT rate: what a country without rates of its own is taxed at. */
  shopRateBasisPoints: number;
  /** The owner's language, which names the countries a market holds beyond the delivery countries. */
  language: string;
}

/**
 * The owner's markets: each a set of countries with its currency, exchange rate, rounding, gross or net
 * prices, its price list and its countries' tax rates. Written through the API as the owner saves each
 * part, live at once (markets are no site draft: "Publish site changes" does not wait for them). Markets
 * are added and deleted here too; the primary market stays.
 */
export function MarketsModule({ title, text, countries, currencies, shopRateBasisPoints, language }: MarketsModuleProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const markets = useMarkets();
  const [open, setOpen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MarketPayload | null>(null);
  const [notice, setNotice] = useState<{ message: string; failed?: boolean } | null>(null);
  const remove = useMutation({
    mutationFn: (market: MarketPayload) => shopApi(marketRoutes.deleteMarket, { params: { code: market.code } }, { silent: true }),
    onSuccess: (_, market) => {
      if (open === market.code) setOpen(null);
      setNotice({ message: fill(text.deleted, { name: market.name }) });
      void queryClient.invalidateQueries({ queryKey: marketsQueryKeys.all });
    },
    onError: (error) => setNotice({ message: refusalOf(error, text).message, failed: true }),
  });
  const list = markets.data ?? [];
  const opened = list.find((market) => market.code === open);
  const nameOf = useMemo(() => countryNamer(countries, language), [countries, language]);
  const named = new Set(list.filter((market) => !market.isPrimary).flatMap((market) => market.countries));
  // The primary market takes every country no other names: its tax rates are theirs too.
  const taxCountries = (market: MarketPayload) => (market.isPrimary
    ? countries.filter((country) => market.countries.includes(country.code) || !named.has(country.code))
    : countries.filter((country) => market.countries.includes(country.code)));

  return (
    <section className={styles.module} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p className={styles.hint}>{text.intro}</p>
      {markets.data === undefined ? (
        markets.isError
          ? <p role="alert" className={styles.error}>{text.failed} <button type="button" onClick={() => void markets.refetch()}>{text.retry}</button></p>
          : <p role="status">{text.loading}</p>
      ) : (
        <ul className={styles.markets} aria-label={text.markets}>
          {list.map((market) => (
            <li key={market.code} className={styles.market} data-open={market.code === open}>
              <span className={styles.marketName}>
                {market.name} · {market.currency}
                {market.isPrimary && <span className={styles.badge}>{text.primary}</span>}
              </span>
              <span className={styles.marketCountries}>
                {market.countries.map(nameOf).join(', ')}{market.isPrimary && (market.countries.length > 0 ? ` + ${text.otherCountries}` : text.otherCountries)}
              </span>
              <span className={styles.actions}>
                <button type="button" aria-expanded={market.code === open} onClick={() => { setAdding(false); setOpen(market.code === open ? null : market.code); }}>
                  {fill(text.edit, { name: market.name })}
                </button>
                {!market.isPrimary && (
                  <button type="button" onClick={() => { setNotice(null); setDeleting(market); }}>{fill(text.delete, { name: market.name })}</button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {markets.data !== undefined && (
        <button type="button" aria-expanded={adding} onClick={() => { setOpen(null); setAdding(!adding); }}>{text.addMarket}</button>
      )}
      <p role={notice?.failed ? 'alert' : 'status'} className={notice?.failed ? styles.error : styles.status}>{notice?.message}</p>
      {adding && list.length > 0 && (
        <div className={styles.section}>
          <MarketSettingsForm market={null} others={list} primaryCurrency={list[0]!.currency} countries={countries} nameOf={nameOf} language={language}
            currencies={currencies} text={text}
            onCreated={(code, name) => {
              setAdding(false);
              setOpen(code);
              setNotice({ message: fill(text.added, { name }) });
            }} />
        </div>
      )}
      {opened && (
        <div key={opened.code} className={styles.section}>
          <MarketSettingsForm market={opened} others={list.filter((market) => market !== opened)}
            primaryCurrency={list[0]!.currency} countries={countries} nameOf={nameOf} language={language} currencies={currencies} text={text} />
          {opened.isPrimary ? <p className={styles.hint}>{text.priceListPrimary}</p> : <PriceList market={opened} text={text} />}
          <TaxRates countries={taxCountries(opened)} shopRateBasisPoints={shopRateBasisPoints} text={text} />
        </div>
      )}
      {deleting && (
        <ConfirmDialog question={fill(text.deleteQuestion, { name: deleting.name, primary: list[0]?.name ?? '' })}
          confirm={text.deleteConfirm} cancel={text.cancel}
          onConfirm={() => remove.mutate(deleting)} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
