import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, routes } from '@/lib/routing/links';
import { currentStorefront } from './_lib/storefront';

/** The not-found page inside the shop's layout (spec section 2: status 404, 'Not found'). */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const links = currentStorefront()?.links;
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <Link href={links ? hrefFor(routes.home(), links) : '/'} className="button">{t('backHome')}</Link>
    </section>
  );
}
