import { getTranslations } from 'next-intl/server';
import { TrackEvent } from '@/components/analytics/track-event';
import { StockNote } from '@/components/catalog/stock-note';
import { viewItemEvent } from '@/lib/analytics/ecommerce';
import { selectedValues, variationString } from '@/lib/catalog/variation-string';
import { stockState } from '@/lib/catalog/stock';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';
import type { Shop } from '@/lib/server/shop/types';
import { IntentLink } from '@/components/shell/intent-link';
import { RecentlyViewed } from '@/components/shell/recently-viewed';
import { ProductBuyBox } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { StockAlertForm } from './stock-alert-form';
import { VariantList } from './variant-list';
import styles from './product-view.module.css';

interface ProductViewProps {
  product: ProductDetail;
  shop: Shop;
  locale: string;
  links: LinkContext;
  /** The VAT rate of the page's market, which the tax note names. */
  taxRateBasisPoints: number;
}

/** The product page body: gallery beside a (sticky on desktop) buy box, then the description. */
export async function ProductView({ product, shop, locale, links, taxRateBasisPoints }: ProductViewProps) {
  const t = await getTranslations('Product');
  const paragraphs = product.description.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  const variant = variationString(selectedValues(product.variationAttributes, product.productVariationSelection));
  return (
    <article className={styles.product}>
      <TrackEvent key={product.productId} event={viewItemEvent({ sku: product.sku, name: product.name, unitPrice: product.price, variant, brand: product.manufacturer })} />
      <div className={styles.media}>
        <ProductGallery images={product.images} name={product.name} />
      </div>
      <div className={styles.summary}>
        <header className={styles.header}>
          {product.manufacturer && <p className={styles.brand}>{product.manufacturer}</p>}
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.sku}>{t('sku', { sku: product.sku })}</p>
        </header>
        <ProductBuyBox key={product.productId} shop={shop.slug} locale={locale} productId={product.productId} links={links}
          redirectToCart={shop.userSettings.addToCart?.redirectToCart}>
          <div className={styles.notes}>
            <p className={styles.tax}>
              {t.rich('taxNoteRate', {
                rate: taxRateBasisPoints / 100,
                shipping: (text) => <IntentLink href={hrefFor(routes.legal('shipping'), links)}>{text}</IntentLink>,
              })}
            </p>
            <StockNote product={product} />
          </div>
        </ProductBuyBox>
        {/* A master is never sold itself: the alert is for the variation's own page. */}
        {!product.isVariationMaster && stockState(product) === 'out' && <StockAlertForm productId={product.productId} locale={locale} links={links} />}
        {product.variations.length > 0 && <VariantList product={product} links={links} />}
      </div>
      {paragraphs.length > 0 && (
        <section className={styles.description} aria-labelledby="product-description">
          <h2 id="product-description">{t('description')}</h2>
          {paragraphs.map((text, index) => <p key={index}>{text}</p>)}
        </section>
      )}
      <div className={styles.recent}>
        <RecentlyViewed shop={shop.slug} title={t('recentlyViewed')}
          current={{ id: product.productId, name: product.name, href: hrefFor(routes.product(product.slug), links) }} />
      </div>
    </article>
  );
}
