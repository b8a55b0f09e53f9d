import { getTranslations } from 'next-intl/server';
import { endpointUrl } from '@/lib/api/client';
import { stockAlertRoutes } from '@/lib/api/routes/stock-alert';
import { withLinkQuery, type LinkContext } from '@/lib/routing/links';
import styles from './stock-alert-form.module.css';

/**
 * "Email me when it is back" under a sold-out product or variation: a plain form the browser posts
 * itself (no JavaScript, so nothing for the page's script budget), answered by a page that says to
 * check the mailbox (lib/http/stock-alert-answers.ts).
 */
export async function StockAlertForm({ productId, locale, links }: { productId: string; locale: string; links: LinkContext }) {
  const t = await getTranslations('StockAlert');
  const action = withLinkQuery(endpointUrl(stockAlertRoutes.subscribeStockAlert, { guid: productId }, { locale }), links);
  return (
    <form className={styles.form} method="post" action={action} aria-labelledby="stock-alert-title">
      <h2 id="stock-alert-title" className={styles.title}>{t('title')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.row}>
        <label className={styles.label}>
          {t('emailLabel')}
          <input type="email" name="email" required maxLength={320} autoComplete="email" />
        </label>
        <button type="submit" className="button--secondary">{t('title')}</button>
      </div>
    </form>
  );
}
