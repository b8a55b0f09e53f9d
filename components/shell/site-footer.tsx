import { getTranslations } from 'next-intl/server';
import { hrefFor, type LinkContext } from '@/lib/routing/links';
import type { LegalPageLink, NavigationItem } from '@/lib/server/content/types';
import type { Shop } from '@/lib/server/shop/types';
import { safeHref } from '@/lib/schemas/link';
import { shownSellingPoints } from '@/lib/shop-texts';
import type { Country } from '@/lib/server/checkout/methods';
import { CountrySelector } from './country-selector';
import { FooterLogo } from './footer-logo';
import { IntentLink } from './intent-link';
import { logoLabel } from './logo-labels';
import { SellingPointItem } from './selling-point-item';
import styles from './site-footer.module.css';

interface Props {
  shop: Shop;
  footerNavigation: NavigationItem[];
  legalPages: LegalPageLink[];
  links: LinkContext;
  /** The delivery countries of the country selector; none in the editor. */
  countries?: Country[];
}

/** Selling points, footer pages, legal pages, payment and shipping logos, social links and the shop's name. */
export async function SiteFooter({ shop, footerNavigation, legalPages, links, countries = [] }: Props) {
  const t = await getTranslations('Shell');
  const { headerUsps = [], paymentLogos = [], shippingLogos = [], socialNetworks = [] } = shop.userSettings;
  const usps = shownSellingPoints(headerUsps, links.locale, shop.defaultLocale);
  const logoGroups = [
    { title: t('paymentMethods'), logos: paymentLogos.filter((logo) => logo.active) },
    { title: t('shippingMethods'), logos: shippingLogos.filter((logo) => logo.active) },
  ].filter((group) => group.logos.length > 0);
  return (
    <footer className="site-footer">
      <div className={`site-footer__inner ${styles.inner}`}>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>{shop.title}</p>
            <CountrySelector place="footer" countries={countries} links={links} />
            {usps.length > 0 && (
              <ul className={styles.usps} aria-label={t('sellingPoints')}>
                {usps.map((usp, index) => (
                  <SellingPointItem key={index} point={usp} defaultLocale={shop.defaultLocale} editor={links.editor} untranslated={t('untranslated')} />
                ))}
              </ul>
            )}
          </div>
          {footerNavigation.length > 0 && (
            <nav aria-label={t('footerNavigation')}>
              <h2 className={styles.heading}>{t('service')}</h2>
              <ul className={styles.links}>
                {footerNavigation.map((item) => <li key={item.id}><IntentLink href={hrefFor(item.href, links)}>{item.title}</IntentLink></li>)}
              </ul>
            </nav>
          )}
          {legalPages.length > 0 && (
            <nav aria-label={t('legalNavigation')}>
              <h2 className={styles.heading}>{t('legalNavigation')}</h2>
              <ul className={styles.links}>
                {legalPages.map((page) => <li key={page.slug}><IntentLink href={hrefFor(page.href, links)}>{page.title}</IntentLink></li>)}
              </ul>
            </nav>
          )}
          {logoGroups.length > 0 && (
            <div>
              {logoGroups.map((group) => (
                <section key={group.title} className={styles.logoGroup} aria-label={group.title}>
                  <h2 className={styles.heading}>{group.title}</h2>
                  <ul className={styles.logos}>
                    {group.logos.map((logo) => <li key={logo.id} className={styles.logo}><FooterLogo id={logo.id} label={logoLabel(logo.id, t)} /></li>)}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </div>
        <div className={styles.bottom}>
          <p className="site-footer__note">© {new Date().getFullYear()} {shop.title} · {t('poweredBy')}</p>
          {socialNetworks.length > 0 && (
            <ul className={styles.social} aria-label={t('followUs')}>
              {socialNetworks.map((network) => <li key={network.url}><a href={safeHref(network.url)} rel="noopener noreferrer">{network.name}</a></li>)}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
