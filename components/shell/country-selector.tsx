import { getTranslations } from 'next-intl/server';
import type { LinkContext } from '@/lib/routing/links';
import type { Country } from '@/lib/server/checkout/methods';
import styles from './country-selector.module.css';

interface Props {
  /** The header shows a link to the footer's selector, which holds the choices. */
  place: 'header' | 'footer';
  countries: Country[];
  links: LinkContext;
}

/** The footer selector's id, which the header's link and the browser's fragment navigation open. */
const SELECTOR_ID = 'ship-to';

/**
 * The shopper's delivery country: in the footer a disclosure with one submit button per country, in a
 * plain GET form (no script) to `/api/v2/market`, which remembers the country and its market in cookies
 * and comes back to this page, now in that market's currency; in the header a link that opens it
 * (a targeted disclosure opens). Buttons rather than a select: cached pages do not know the shopper's
 * country, and the page's listbox options stay the search's own; one disclosure, the header's stays the
 * language menu's.
 */
export async function CountrySelector({ place, countries, links }: Props) {
  const t = await getTranslations('Shell');
  if (countries.length < 2) return null;
  if (place === 'header') return <a className={styles.link} href={`#${SELECTOR_ID}`}>{t('shipTo')}</a>;
  return (
    <details className={styles.selector} id={SELECTOR_ID}>
      <summary>{t('shipTo')}</summary>
      <form method="get" action="/api/v2/market">
        {/* The shop the page is in, when its address names it: the API answers for that shop. */}
        {links.carried?.shop && <input type="hidden" name="shop" value={links.carried.shop} />}
        <ul className={styles.countries}>
          {countries.map((country) => (
            <li key={country.code}><button type="submit" name="country" value={country.code}>{country.name}</button></li>
          ))}
        </ul>
      </form>
    </details>
  );
}
