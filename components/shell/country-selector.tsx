import { getTranslations } from 'next-intl/server';
import type { LinkContext } from '@/lib/routing/links';
import type { Country } from '@/lib/server/checkout/methods';
import styles from './country-selector.module.css';

interface Props {
  /** Where it stands, so that the header's and the footer's controls have ids of their own. */
  place: 'header' | 'footer';
  countries: Country[];
  links: LinkContext;
}

/**
 * The shopper's delivery country: a plain GET form (no script) to `/api/v2/market`, which remembers the
 * country and its market in cookies and comes back to this page, now in that market's currency. Cached
 * pages do not know the shopper's country, so none is preselected.
 */
export async function CountrySelector({ place, countries, links }: Props) {
  const t = await getTranslations('Shell');
  const id = `${place}-ship-to`;
  if (countries.length < 2) return null;
  return (
    <form className={styles.selector} method="get" action="/api/v2/market">
      {/* The shop the page is in, when its address names it: the API answers for that shop. */}
      {links.carried?.shop && <input type="hidden" name="shop" value={links.carried.shop} />}
      <label htmlFor={id}>{t('shipTo')}</label>
      <select id={id} name="country" defaultValue="" required>
        <option value="" disabled>{t('shipTo')}</option>
        {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
      </select>
      <button type="submit">{t('changeCountry')}</button>
    </form>
  );
}
