'use client';

import { useId, useState } from 'react';
import type { MarketPayload } from '@/lib/contract/markets';
import { fill } from '../../labels';
import type { MarketsText } from './labels';
import { MarketSettingsForm, type Country } from './market-settings-form';
import { PriceList } from './price-list';
import { TaxRates } from './tax-rates';
import { useMarkets } from './use-markets-api';
import styles from './markets.module.css';

export interface MarketsModuleProps {
  /** The module's name on the rail, its heading. */
  title: string;
  text: MarketsText;
  /** The countries the shop delivers to, by name in the owner's language. */
  countries: Country[];
  /** The shop's own VAT rate: what a country without rates of its own is taxed at. */
  shopRateBasisPoints: number;
}

/**
 * The owner's markets: each a set of countries with its currency, exchange rate, rounding, gross or net
 * prices, its price list and its countries' tax rates. Written through the API as the owner saves each
 * part, live at once (markets are no site draft: "Publish site changes" does not wait for them).
 */
export function MarketsModule({ title, text, countries, shopRateBasisPoints }: MarketsModuleProps) {
  const headingId = useId();
  const markets = useMarkets();
  const [open, setOpen] = useState<string | null>(null);
  const list = markets.data ?? [];
  const opened = list.find((market) => market.code === open);
  const nameOf = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
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
              <button type="button" aria-expanded={market.code === open} onClick={() => setOpen(market.code === open ? null : market.code)}>
                {fill(text.edit, { name: market.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <div key={opened.code} className={styles.section}>
          <MarketSettingsForm market={opened} others={list.filter((market) => market !== opened)}
            primaryCurrency={list[0]!.currency} countries={countries} text={text} />
          {opened.isPrimary ? <p className={styles.hint}>{text.priceListPrimary}</p> : <PriceList market={opened} text={text} />}
          <TaxRates countries={taxCountries(opened)} shopRateBasisPoints={shopRateBasisPoints} text={text} />
        </div>
      )}
    </section>
  );
}
