import { useTranslations } from 'next-intl';
import type { ProductCardPayload } from '@/lib/contract/catalog';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { IntentLink } from '@/components/shell/intent-link';
import { StarRating } from '@/components/reviews/star-rating';
import { CardPicture, type ImageLoading } from './card-picture';
import { QuickAddButton } from './quick-add-button';
import { StockNote } from './stock-note';
import styles from './product-card.module.css';

/** What a card needs: the API's product card (server cards have the same fields but the href). */
export type ListedProduct = Omit<ProductCardPayload, 'href'>;

/**
 * The part of a card's product its islands use (the picture with its swatches, "Quick add" and its dialog).
 * A card on a server page hands its islands this rather than the whole product: every prop of an island is
 * written into the page's RSC payload, so each byte is paid on every request and parsed on every load.
 */
export type CardIslandProduct = Pick<ListedProduct, 'productId' | 'name' | 'slug' | 'image' | 'swatches'> & {
  price: Pick<ListedProduct['price'], 'formatted'>;
};

/**
 * One object for both islands of a card: React writes an object it meets twice into the payload once. So
 * is the picture a swatch shares with the card (a master's first colour): the same object, not a copy.
 */
function cardIslandProduct({ productId, name, slug, image, swatches, price }: ListedProduct): CardIslandProduct {
  const shared = swatches.map((swatch) => (image && swatch.image?.url === image.url ? { ...swatch, image } : swatch));
  return { productId, name, slug, image, swatches: shared, price: { formatted: price.formatted } };
}

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
 * card, so a screen reader hears the product once; the swatches and "Quick add" sit above that link.
 * Plain (no hooks beyond translations), so server pages and client islands render the same markup.
 */
export function ProductCard({ product, links, headingLevel = 3, showPrice = true, showStock = true, imageLoading = 'lazy' }: ProductCardProps) {
  const t = useTranslations('Listing');
  const Heading = `h${headingLevel}` as const;
  const island = cardIslandProduct(product);
  return (
    <article className={styles.card}>
      <CardPicture product={island} imageLoading={imageLoading} />
      <Heading className={styles.name}>
        <IntentLink className={styles.link} href={hrefFor(routes.product(product.slug), links)}>{product.name}</IntentLink>
      </Heading>
      {product.manufacturer && <p className={styles.brand}>{product.manufacturer}</p>}
      {product.rating && (
        <p className={styles.rating}>
          <StarRating rating={product.rating.average} label={t('rating', { average: product.rating.average, count: product.rating.count })} />
          <span aria-hidden="true">({product.rating.count})</span>
        </p>
      )}
      {(showPrice || showStock) && (
        <div className={styles.footer}>
          {showStock && <StockNote product={product} />}
          {showPrice && <p className={styles.price}><span className="visually-hidden">{t('price')}: </span>{product.price.formatted}</p>}
        </div>
      )}
      {/* A sold-out product has nothing to add; a master's variations may still have stock. */}
      {product.available && <QuickAddButton product={island} links={links} />}
    </article>
  );
}
