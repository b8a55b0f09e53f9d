'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { CartPayload } from '@/lib/contract/cart';
import { formTarget, hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { regionName } from '@/lib/i18n/region-names';
import { useCountries } from '@/components/checkout/use-checkout-queries';
import styles from './cart.module.css';

/**
 * The delivery country the cart is priced for: a plain GET form to the cart page, which moves the cart
 * to the country chosen (its market's currency and tax) and says so; it works without JavaScript. Until
 * the cart has a country, the browser's languages' guess is preselected, but nothing is priced on it.
 */
export function DeliveryCountryForm({ shop, links, market, guess }: { shop: string; links: LinkContext; market: CartPayload['market']; guess: string | null }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const { data: countries = [] } = useCountries(shop);
  const target = formTarget(hrefFor(routes.cart(), links));
  const countryName = market.country ? regionName(market.country, locale) : null;
  return (
    <>
      {market.repriced && countryName && (
        <p className={styles.note} role="status">{t('repriced', { country: countryName, currency: market.currency })}</p>
      )}
      <form className={styles.country} method="get" action={target.action}>
        {Object.entries(target.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label htmlFor="cart-country">{t('deliveryCountry')}</label>
        <select id="cart-country" name="country" defaultValue={market.country ?? guess ?? ''}>
          {!market.country && !guess && <option value="" disabled>{t('deliveryCountry')}</option>}
          {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </select>
        <button type="submit">{t('updateCountry')}</button>
      </form>
    </>
  );
}
