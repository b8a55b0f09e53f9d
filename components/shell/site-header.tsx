import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { NavigationItem } from '@/lib/server/content/types';
import type { Shop } from '@/lib/server/shop/types';
import { LanguageLinks } from './language-links';

interface Props {
  shop: Shop;
  navigation: NavigationItem[];
  links: LinkContext;
}

/** Shop name, search, cart link, languages and the main navigation with its children. */
export async function SiteHeader({ shop, navigation, links }: Props) {
  const t = await getTranslations('Shell');
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href={hrefFor(routes.home(), links)} className="site-header__brand">{shop.title}</Link>
        <form action={hrefFor(routes.search(), links)} method="get" role="search" className="site-header__search">
          <label htmlFor="site-search" className="visually-hidden">{t('searchLabel')}</label>
          <input id="site-search" name="q" type="search" maxLength={200} placeholder={t('searchPlaceholder')} />
          <button type="submit">{t('searchSubmit')}</button>
        </form>
        <LanguageLinks shop={shop} links={links} />
        <Link href={hrefFor(routes.cart(), links)} className="site-header__cart">{t('cart')}</Link>
      </div>
      <nav aria-label={t('mainNavigation')} className="main-nav">
        <NavigationList items={navigation} links={links} />
      </nav>
    </header>
  );
}

function NavigationList({ items, links }: { items: NavigationItem[]; links: LinkContext }) {
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={hrefFor(item.href, links)}>{item.title}</Link>
          <NavigationList items={item.children} links={links} />
        </li>
      ))}
    </ul>
  );
}
