import Image from 'next/image';
import Link from 'next/link';
import type { ProductCardPayload } from '@/lib/api/contract/catalog';
import { hrefFor, type LinkContext } from '@/lib/routing/links';
import styles from './cross-selling.module.css';

/** A compact product tile for sliders: image, name, manufacturer and price, all one link. */
export function ProductTile({ product, links }: { product: ProductCardPayload; links: LinkContext }) {
  return (
    <Link href={hrefFor(product.href, links)} className={styles.tile}>
      <span className={styles.tileImage}>
        {product.image && (
          <Image src={product.image.url} alt={product.image.alt} width={product.image.width} height={product.image.height}
            sizes="(min-width: 992px) 20vw, (min-width: 768px) 25vw, (min-width: 480px) 33vw, 50vw" loading="lazy" unoptimized />
        )}
      </span>
      <span className={styles.tileName}>{product.name}</span>
      {product.manufacturer && <span className={styles.tileBrand}>{product.manufacturer}</span>}
      <span className={styles.tilePrice}>{product.price.formatted}</span>
    </Link>
  );
}
