import Image from 'next/image';
import { useTranslations } from 'next-intl';
import type { ProductCardPayload } from '@/lib/contract/catalog';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';
import { StockNote } from './stock-note';
import styles from './product-card.module.css';

/** What a card needs: the API's product card (server cards have the same fields but the href). */
export type ListedProduct = Omit<ProductCardPayload, 'href'>;

/**
 * How the image loads: `priority` for the first row of a listing (likely the page's largest paint, so it
 * is preloaded), `eager` for the first slides of a carousel, `lazy` when it comes near.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/** The card's width: grids and carousels show 2 cards on phones, 3 from 480px, 4 from 768px, 5 from 992px. */
const IMAGE_SIZES = '(min-width: 76rem) 14rem, (min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 480px) 33vw, 50vw';

interface ProductCardProps {
  product: ListedProduct;
  links: LinkContext;
  /** The level below the heading of the list the card is in. */
  headingLevel?: 2 | 3 | 4;
  showPrice?: boolean;
  showStock?: boolean;
  imageLoading?: ImageLoading;
}

/**
 * A product in a listing, search results or a carousel. The name is the one link and covers the whole
 * card, so a screen reader hears the product once. Plain (no hooks beyond translations), so server
 * pages and client islands render the same markup.
 */
export function ProductCard({ product, links, headingLevel = 3, showPrice = true, showStock = true, imageLoading = 'lazy' }: ProductCardProps) {
  const t = useTranslations('Listing');
  const Heading = `h${headingLevel}` as const;
  const lazy = imageLoading === 'lazy';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image && (
          <Image
            src={product.image.url}
            // The name below says what the picture shows; repeating it would read the product twice.
            alt=""
            width={product.image.width}
            height={product.image.height}
            // A lazy image is laid out before it loads, so the browser can use the width it really has.
            sizes={lazy ? `auto, ${IMAGE_SIZES}` : IMAGE_SIZES}
            loading={lazy ? 'lazy' : 'eager'}
            // Next's `preload` (which replaced `priority`) no longer raises the fetch priority itself.
            preload={imageLoading === 'priority'}
            fetchPriority={imageLoading === 'priority' ? 'high' : undefined}
          />
        )}
      </div>
      <Heading className={styles.name}>
        <IntentLink className={styles.link} href={hrefFor(routes.product(product.slug), links)}>{product.name}</IntentLink>
      </Heading>
      {product.manufacturer && <p className={styles.brand}>{product.manufacturer}</p>}
      {(showPrice || showStock) && (
        <div className={styles.footer}>
          {showStock && <StockNote product={product} />}
          {showPrice && <p className={styles.price}><span className="visually-hidden">{t('price')}: </span>{product.price.formatted}</p>}
        </div>
      )}
    </article>
  );
}
