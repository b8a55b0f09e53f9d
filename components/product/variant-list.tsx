import { getTranslations } from 'next-intl/server';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import type { ProductDetail } from '@/lib/server/catalog/types';
import { IntentLink } from '@/components/shell/intent-link';
import styles from './product-view.module.css';

/**
 * Every variation as a plain link with its values and availability: the dropdowns need script, this
 * list works without it and lets search engines reach each variation.
 */
export async function VariantList({ product, links }: { product: ProductDetail; links: LinkContext }) {
  const t = await getTranslations('Product');
  const label = (name: string, value: string) =>
    product.variationAttributes.find((a) => a.name === name)?.values.find((v) => v.value === value)?.displayValue ?? value;
  return (
    <details className={styles.variants}>
      <summary>{t('allVariants')}</summary>
      <ul>
        {product.variations.map((variation) => {
          const text = variation.attributes.map((a) => label(a.name, a.value)).join(' / ');
          const current = variation.productId === product.productId;
          return (
            <li key={variation.productId}>
              {current ? <span aria-current="page">{text}</span> : <IntentLink href={hrefFor(routes.product(variation.slug), links)}>{text}</IntentLink>}
              <span className={variation.available ? styles.variantIn : styles.variantOut}>{variation.available ? t('inStock') : t('soldOut')}</span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
