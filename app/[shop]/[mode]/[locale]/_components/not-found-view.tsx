import { getTranslations } from 'next-intl/server';
import { formTarget, hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';
import styles from './not-found-view.module.css';

/**
 * The not-found page's content inside the shop's layout (spec section 2: 'Not found'), with the ways back
 * a shopper without JavaScript has too: a plain search form and a link to the start page.
 */
export async function NotFoundView({ links }: { links: LinkContext | undefined }) {
  const [t, tShell] = await Promise.all([getTranslations('NotFound'), getTranslations('Shell')]);
  // Without a storefront (none resolved in this render), the routes of the default shop and language.
  const href = (route: string) => (links ? hrefFor(route, links) : route);
  // A GET form drops its action's query: the shop and preview travel as fields.
  const search = formTarget(href(routes.search()));
  return (
    <section className="status-page">
      <p className="status-page__code" aria-hidden="true">404</p>
      <h1>{t('title')}</h1>
      <p>{t('message')}</p>
      <form action={search.action} method="get" className={styles.search}>
        {Object.entries(search.fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
        <label htmlFor="not-found-search" className="visually-hidden">{tShell('searchLabel')}</label>
        <input id="not-found-search" type="search" name="q" placeholder={tShell('searchPlaceholder')} className={styles.query} />
        <button type="submit" className="button--secondary">{tShell('searchSubmit')}</button>
      </form>
      <IntentLink href={href(routes.home())} className="button">{t('backHome')}</IntentLink>
    </section>
  );
}
