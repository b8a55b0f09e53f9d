import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { StockNote } from '@/components/catalog/stock-note';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';

/** Images, price, stock, variations, bulk prices and description of a product. */
export async function ProductDetails({ product, links }: { product: ProductDetail; links: LinkContext }) {
  const t = await getTranslations('Product');
  const selected = new Map(product.productVariationSelection.map((s) => [s.name, s.value]));
  return (
    <article className="product">
      <div className="product__gallery">
        {product.images.map((image, index) => (
          <Image key={image.url} src={image.url} alt={image.alt || product.name} width={image.width} height={image.height}
            priority={index === 0} sizes="(max-width: 768px) 100vw, 50vw" unoptimized />
        ))}
      </div>
      <div className="product__buybox">
        {product.manufacturer && <p className="product__brand">{product.manufacturer}</p>}
        <h1>{product.name}</h1>
        <p className="product__price">{product.price.formatted}</p>
        <p className="product__tax">{t('taxNote')}</p>
        <StockNote product={product} />
        {product.variationAttributes.length > 0 && (
          <section aria-label={t('variations')} className="product__variations">
            {product.variationAttributes.map((attribute) => (
              <fieldset key={attribute.name}>
                <legend>{attribute.displayName}</legend>
                <ul>
                  {attribute.values.map((value) => {
                    const target = product.variations.find((v) =>
                      v.attributes.some((a) => a.name === attribute.name && a.value === value.value)
                      && v.attributes.every((a) => a.name === attribute.name || !selected.has(a.name) || selected.get(a.name) === a.value));
                    const current = selected.get(attribute.name) === value.value;
                    return (
                      <li key={value.value}>
                        {target && !current
                          ? <Link href={hrefFor(routes.product(target.slug), links)}>{value.displayValue}</Link>
                          : <span aria-current={current ? 'true' : undefined}>{value.displayValue}</span>}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </section>
        )}
        {product.bulkPrices.length > 0 && (
          <section aria-labelledby="bulk-prices">
            <h2 id="bulk-prices">{t('bulkPrices')}</h2>
            <ul>
              {product.bulkPrices.map((tier) => (
                <li key={tier.quantity}>{t('bulkPriceTier', { quantity: tier.quantity, price: tier.price.formatted })}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="product__description"><p>{product.description}</p></div>
    </article>
  );
}
