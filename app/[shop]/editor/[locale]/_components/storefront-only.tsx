import { getTranslations } from 'next-intl/server';
import type { UiLanguage } from '@/lib/i18n/locales';
import { pickCarriedQuery, toSearch } from '@/lib/routing/carried-query';
import { hrefFor } from '@/lib/routing/links';
import type { Storefront } from '@/app/[shop]/[mode]/[locale]/_lib/storefront';
import type { StorefrontOnlyKind } from '../_lib/editor-route';

/** The title each storefront-only screen has in the storefront, as [namespace, key] of the messages. */
const TITLES: Record<StorefrontOnlyKind, [string, string]> = {
  cart: ['Cart', 'title'], order: ['Order', 'title'], search: ['Search', 'title'], wishlist: ['Wishlist', 'title'],
  'forgot-password': ['ForgotPassword', 'title'], 'reset-password': ['ResetPassword', 'title'],
  'confirm-account': ['ConfirmAccount', 'title'], checkout: ['Checkout', 'title'],
};

interface Props {
  storefront: Storefront;
  kind: StorefrontOnlyKind;
  /** The checkout step, whose own label is the title of its screen. */
  step?: string;
  /** The route as the address had it, and its query, to open the same screen in the storefront. */
  route: string;
  search: URLSearchParams;
  /** The owner's language: this note is the editor's, not the shop's. */
  language: UiLanguage;
}

/**
 * What the editor shows for a screen that holds each shopper's own data (cart, checkout, order, search,
 * wishlist, password pages): its title, a note that there is nothing to edit, and a link to the screen
 * in the storefront, carrying the query (the search terms, the shop) but never the owner's token.
 */
export async function StorefrontOnly({ storefront, kind, step, route, search, language }: Props) {
  const [namespace, key] = TITLES[kind];
  const [t, title] = await Promise.all([getTranslations({ locale: language, namespace: 'Editor' }), getTranslations({ locale: language, namespace })]);
  const query = new URLSearchParams(search);
  query.delete('token');
  const carried = kind === 'search' || kind === 'reset-password' || kind === 'confirm-account' || kind === 'order' ? query : pickCarriedQuery(query);
  const href = `${hrefFor(route, { ...storefront.links, editor: false })}${toSearch(carried)}`;
  return (
    <section className="status-page" lang={language}>
      <h1>{step ? title(step) : title(key)}</h1>
      <p>{t('storefrontOnly')}</p>
      <a href={href} className="button">{t('openInStorefront')}</a>
    </section>
  );
}
