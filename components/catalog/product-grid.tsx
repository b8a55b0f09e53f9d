import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductCard } from '@/lib/server/catalog/types';
import { StockNote } from './stock-note';

/** Product tiles in a responsive grid; the first row's images load eagerly. */
export async function ProductGrid({ products, links }: { products: ProductCard[]; links: LinkContext }) {
  const t = await getTranslations('Product');
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.productId} className="product-card">
          <Link href={hrefFor(routes.product(product.slug), links)}>
            {product.image && (
              <Image
                src={product.image.url}
                alt={product.image.alt}
                width={product.image.width}
                height={product.image.height}
                sizes="(max-width: 768px) 50vw, 25vw"
                priority={index < 4}
                unoptimized
              />
            )}
            <span className="product-card__name">{product.name}</span>
          </Link>
          {product.manufacturer && <span className="product-card__brand">{product.manufacturer}</span>}
          <span className="product-card__price" aria-label={t('price')}>{product.price.formatted}</span>
          <StockNote product={product} />
        </li>
      ))}
    </ul>
  );
}
