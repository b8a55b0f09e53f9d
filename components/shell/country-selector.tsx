import { getTranslations } from 'next-intl/server';
import type { LinkContext } from '@/lib/routing/links';
import type { Country } from '@/lib/server/checkout/methods';
import { HEADER_POPUPS } from './header-popup-group';
import styles from './country-selector.module.css';

interface Props {
  /** The header's is a small popover under its button, one of the header's pop-ups (HEADER_POPUPS); the footer's opens in place. */
  place: 'header' | 'footer';
  countries: Country[];
  links: LinkContext;
}

/** The footer selector's id, for links to it (the browser's fragment navigation opens a targeted disclosure). */
const SELECTOR_ID = 'ship-to';

/**
 * The shopper's delivery country, in the header and the footer alike: a disclosure with one submit button
 * per country, in a plain GET form (no script) to `/api/v2/market`, which remembers the country and its
 * market in cookies and comes back to this page, now in that market's currency. Server HTML only, so the
 * header adds no JavaScript to any page. Buttons rather than a select: cached pages do not know the
 * shopper's country (the summary names no current one), and the page's listbox options stay the search's own.
 */
export async function CountrySelector({ place, countries, links }: Props) {
  const t = await getTranslations('Shell');
  if (countries.length < 2) return null;
  return (
    <details className={styles[place] ? `${styles.selector} ${styles[place]}` : styles.selector} id={place === 'footer' ? SELECTOR_ID : undefined}
      name={place === 'header' ? HEADER_POPUPS : undefined}>
      <summary className={styles.summary}>
        {/* On phones the header's shows the globe alone, so the shop's name keeps its room beside it. */}
        {place === 'header' && <GlobeIcon />}
        <span className={styles.label}>{t('shipTo')}</span>
      </summary>
      <form method="get" action="/api/v2/market" className={styles.panel} aria-label={t('shipTo')}>
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

/** A globe: decorative, the summary's text names the control. */
function GlobeIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </g>
    </svg>
  );
}
