import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { stockStatus } from '@/components/catalog/stock-level';
import type { ProductCardPayload } from '@/lib/api/contract/catalog';
import { hrefFor, type LinkContext } from '@/lib/routing/links';

interface ProductTileProps {
  product: ProductCardPayload;
  links: LinkContext;
  showPrice?: boolean;
  showStock?: boolean;
  /** Images of the first visible tiles load at once; the rest when they come near. */
  eager?: boolean;
}

/**
 * A product tile of the blocks (listing, swiper, slider), styled like the catalog's product cards.
 * It renders on the server and inside client islands alike, so it reads the Blocks messages.
 */
export function ProductTile({ product, links, showPrice = true, showStock = true, eager = false }: ProductTileProps) {
  const t = useTranslations('Blocks');
  // The same stock notes as the catalog's product cards.
  const status = stockStatus(product);
  const stock = status === 'out' ? <span className="stock stock--out">{t('soldOut')}</span>
    : status === 'low' ? <span className="stock stock--low">{t('lowStock', { count: product.stockLevel })}</span>
    : status === 'in' ? <span className="stock stock--in">{t('inStock')}</span>
    : null;
  return (
    <div className="product-card">
      <Link href={hrefFor(product.href, links)}>
        {product.image && (
          <Image
            src={product.image.url}
            // The product name follows inside the same link; repeating it as alt text would read it twice.
            alt=""
            width={product.image.width}
            height={product.image.height}
            sizes="(max-width: 480px) 50vw, (max-width: 992px) 33vw, 20vw"
            loading={eager ? 'eager' : 'lazy'}
            unoptimized
          />
        )}
        <span className="product-card__name">{product.name}</span>
      </Link>
      {product.manufacturer && <span className="product-card__brand">{product.manufacturer}</span>}
      {showPrice && <span className="product-card__price" aria-label={t('price')}>{product.price.formatted}</span>}
      {showStock && stock}
    </div>
  );
}
