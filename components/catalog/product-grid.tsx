import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductCardPayload } from '@/lib/api/contract/catalog';
import { stockStatus } from './stock-level';

/** What a tile needs: the API's product card (server cards have the same fields but the href). */
export type ListedProduct = Omit<ProductCardPayload, 'href'>;

interface Props {
  products: ListedProduct[];
  links: LinkContext;
  /** How many leading images load eagerly (the first row of a server-rendered listing). */
  eager?: number;
}

/**
 * Product tiles in a responsive grid. A plain component (no hooks beyond translations), so server
 * pages and the client islands that append more products render the same markup.
 */
export function ProductGrid({ products, links, eager = 4 }: Props) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <ProductTile key={product.productId} product={product} links={links} eager={index < eager} />
      ))}
    </ul>
  );
}

function ProductTile({ product, links, eager }: { product: ListedProduct; links: LinkContext; eager: boolean }) {
  const t = useTranslations('Listing');
  const stock = stockStatus(product);
  return (
    <li className="product-card">
      <Link href={hrefFor(routes.product(product.slug), links)}>
        {product.image && (
          <Image
            src={product.image.url}
            alt={product.image.alt}
            width={product.image.width}
            height={product.image.height}
            sizes="(max-width: 768px) 50vw, 25vw"
            priority={eager}
            unoptimized
          />
        )}
        <span className="product-card__name">{product.name}</span>
      </Link>
      {product.manufacturer && <span className="product-card__brand">{product.manufacturer}</span>}
      <span className="product-card__price" aria-label={t('price')}>{product.price.formatted}</span>
      {stock === 'out' && <span className="stock stock--out">{t('soldOut')}</span>}
      {stock === 'low' && <span className="stock stock--low">{t('lowStock', { count: product.stockLevel })}</span>}
      {stock === 'in' && <span className="stock stock--in">{t('inStock')}</span>}
    </li>
  );
}
