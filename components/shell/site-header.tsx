import { getTranslations } from 'next-intl/server';
import { HeaderSearch } from '@/components/search/header-search';
import { HeartIcon } from '@/components/wishlist/heart-icon';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { NavigationItem } from '@/lib/server/content/types';
import type { Shop } from '@/lib/server/shop/types';
import { shownSellingPoints } from '@/lib/shop-texts';
import type { Country } from '@/lib/server/checkout/methods';
import { CartLink } from './cart-link';
import { CountrySelector } from './country-selector';
import { HeaderPopupDismissal } from './header-popup-dismissal';
import { IntentLink } from './intent-link';
import { LanguageLinks } from './language-links';
import { MainNavigation, type MenuEntry } from './main-navigation';
import { SellingPointItem } from './selling-point-item';
import styles from './site-header.module.css';

interface Props {
  shop: Shop;
  navigation: NavigationItem[];
  links: LinkContext;
  /** The delivery countries of the country selector; none in the editor. */
  countries?: Country[];
}

function toMenuEntries(items: NavigationItem[], links: LinkContext): MenuEntry[] {
  return items.map((item) => ({ title: item.title, href: hrefFor(item.href, links), children: toMenuEntries(item.children, links) }));
}

/** Selling points, shop name, search, languages, the wishlist, the cart with its count and the main navigation. */
export async function SiteHeader({ shop, navigation, links, countries = [] }: Props) {
  const t = await getTranslations('Shell');
  const tWishlist = await getTranslations('Wishlist');
  const usps = shownSellingPoints(shop.userSettings.headerUsps, links.locale, shop.defaultLocale);
  const menu = toMenuEntries(navigation, links);
  return (
    <header className={`site-header ${styles.header}`}>
      {usps.length > 0 && (
        <div className={styles.uspBar}>
          <ul className={`container ${styles.usps}`} aria-label={t('sellingPoints')}>
            {usps.map((usp, index) => (
              <SellingPointItem key={index} point={usp} defaultLocale={shop.defaultLocale} editor={links.editor} untranslated={t('untranslated')} />
            ))}
          </ul>
        </div>
      )}
      <div className={`site-header__inner site-header__bar ${styles.bar}`}>
        <IntentLink href={hrefFor(routes.home(), links)} className={`site-header__brand ${styles.brand}`}>{shop.title}</IntentLink>
        <div className={styles.search}>
          {/* Search form region: the suggested search (components/search). */}
          <HeaderSearch action={hrefFor(routes.search(), links)} shop={shop.slug} links={links} />
          {/* End of the search form region. */}
        </div>
        <div className={styles.actions}>
          <LanguageLinks shop={shop} links={links} />
          <CountrySelector place="header" countries={countries} links={links} />
          <HeaderPopupDismissal />
          {/* Same for every shopper (the page stays cacheable): signed-out shoppers learn there how to sign in. */}
          <IntentLink href={hrefFor(routes.wishlist(), links)} className={`site-header__wishlist ${styles.cart}`}>
            <HeartIcon className={styles.icon} />
            <span className="visually-hidden">{tWishlist('title')}</span>
          </IntentLink>
          <CartLink shop={shop.slug} href={hrefFor(routes.cart(), links)} />
        </div>
        <MainNavigation items={menu} />
      </div>
    </header>
  );
}
