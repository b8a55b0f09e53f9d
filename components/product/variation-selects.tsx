'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import type { ProductDetailPayload } from '@/lib/contract/catalog';
import {
  findVariation, isCompleteSelection, selectionOf, valueIsOffered, variationToOpen, type VariationSelection,
} from '@/lib/catalog/variation-selection';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { useHydrated } from '@/components/hooks/use-hydrated';
import styles from './product-buy-box.module.css';

type VariationData = Pick<ProductDetailPayload, 'variationAttributes' | 'variations' | 'productVariationSelection'>;

/**
 * One dropdown per variation attribute. Once every attribute has a value and the choice differs from
 * the product shown, the page of the matching variation opens (spec section 4).
 */
export function VariationSelects({ product, links }: { product: VariationData; links: LinkContext }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  const current = selectionOf(product.productVariationSelection);
  const [selection, setSelection] = useState<VariationSelection>(current);
  const names = product.variationAttributes.map((a) => a.name);

  const choose = (name: string, value: string) => {
    const next = { ...selection, [name]: value };
    setSelection(next);
    const target = variationToOpen(names, product.variations, next, current);
    if (target) startTransition(() => router.push(hrefFor(routes.product(target.slug), links)));
  };

  return <AttributeSelects product={product} selection={selection} onChoose={choose} busy={pending} disabled={pending || !hydrated} />;
}

interface AttributeSelectsProps {
  product: Pick<VariationData, 'variationAttributes' | 'variations'>;
  selection: VariationSelection;
  onChoose: (name: string, value: string) => void;
  busy?: boolean;
  disabled?: boolean;
}

/**
 * The dropdowns themselves, one per attribute, values no variation offers with the others chosen so far
 * marked, and a note when the full choice matches none: the buy box's (which opens the variation's
 * page) and the quick add dialog's (which adds it from the listing).
 */
export function AttributeSelects({ product, selection, onChoose, busy, disabled }: AttributeSelectsProps) {
  const t = useTranslations('ProductBuyBox');
  const baseId = useId();
  const names = product.variationAttributes.map((a) => a.name);
  const missing = isCompleteSelection(names, selection) && !findVariation(product.variations, names, selection);
  return (
    <fieldset className={styles.variations} aria-busy={busy || undefined}>
      <legend className={styles.legend}>{t('options')}</legend>
      {product.variationAttributes.map((attribute, index) => {
        const id = `${baseId}-${index}`;
        return (
          <div key={attribute.name} className={styles.selectField}>
            <label htmlFor={id}>{attribute.displayName}</label>
            <select id={id} value={selection[attribute.name] ?? ''} disabled={disabled}
              onChange={(event) => onChoose(attribute.name, event.target.value)}>
              <option value="" disabled>{t('chooseOption', { attribute: attribute.displayName })}</option>
              {attribute.values.map((value) => (
                <option key={value.value} value={value.value}>
                  {valueIsOffered(product.variations, selection, attribute.name, value.value)
                    ? value.displayValue
                    : t('optionUnavailable', { value: value.displayValue })}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <p role="status" className={styles.combinationNote}>{missing ? t('combinationUnavailable') : ''}</p>
    </fieldset>
  );
}
