'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition, type ComponentProps } from 'react';
import type { ProductDetailPayload } from '@/lib/contract/catalog';
import {
  findVariation, isCompleteSelection, selectionOf, valueIsOffered, variationToOpen, type VariationSelection,
} from '@/lib/catalog/variation-selection';
import { hrefFor, routes, type LinkContext } from '@/lib/routing/links';
import { focusOnArrival, useArrivalFocus } from '@/components/hooks/arrival-focus';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { useDeferredKeyChange } from '@/components/hooks/use-deferred-key-change';
import styles from './product-buy-box.module.css';

type VariationData = Pick<ProductDetailPayload, 'variationAttributes' | 'variations' | 'productVariationSelection'>;

/** The focus the variation's page gives back to the dropdown of the same attribute. */
const arrivalKey = (attribute: string) => `variation-select:${attribute}`;

/**
 * One dropdown per variation attribute. Once every attribute has a value and the choice differs from
 * the product shown, the page of the matching variation opens (spec section 4): at once for a choice
 * from the opened list, on Enter or on leaving the dropdown for values passed with the arrow keys. The
 * dropdowns stay usable while it loads, and the new page's dropdown takes focus back from the old one.
 */
export function VariationSelects({ product, links }: { product: VariationData; links: LinkContext }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const hydrated = useHydrated();
  const keys = useDeferredKeyChange();
  const current = selectionOf(product.productVariationSelection);
  const [selection, setSelection] = useState<VariationSelection>(current);
  const names = product.variationAttributes.map((a) => a.name);

  const choose = (name: string, value: string) => {
    const next = { ...selection, [name]: value };
    setSelection(next);
    const target = variationToOpen(names, product.variations, next, current);
    keys.changed((stayed) => {
      if (!target) return;
      if (stayed) focusOnArrival(arrivalKey(name));
      startTransition(() => router.push(hrefFor(routes.product(target.slug), links)));
    });
  };

  return <AttributeSelects product={product} selection={selection} onChoose={choose} busy={pending} disabled={!hydrated}
    selectProps={keys.handlers} arrivalKey={arrivalKey} />;
}

interface AttributeSelectsProps {
  product: Pick<VariationData, 'variationAttributes' | 'variations'>;
  selection: VariationSelection;
  onChoose: (name: string, value: string) => void;
  busy?: boolean;
  disabled?: boolean;
  /** More handlers for every dropdown (the buy box's deferred keyboard changes). */
  selectProps?: Pick<ComponentProps<'select'>, 'onKeyDown' | 'onBlur'>;
  /** The key under which an attribute's dropdown takes focus after a navigation (focusOnArrival). */
  arrivalKey?: (attribute: string) => string;
}

/**
 * The dropdowns themselves, one per attribute, values no variation offers with the others chosen so far
 * marked, and a note when the full choice matches none: the buy box's (which opens the variation's
 * page) and the quick add dialog's (which adds it from the listing).
 */
export function AttributeSelects({ product, selection, onChoose, busy, disabled, selectProps, arrivalKey }: AttributeSelectsProps) {
  const t = useTranslations('ProductBuyBox');
  const baseId = useId();
  const names = product.variationAttributes.map((a) => a.name);
  const missing = isCompleteSelection(names, selection) && !findVariation(product.variations, names, selection);
  return (
    <fieldset className={styles.variations} aria-busy={busy || undefined}>
      <legend className={styles.legend}>{t('options')}</legend>
      {product.variationAttributes.map((attribute, index) => (
        <div key={attribute.name} className={styles.selectField}>
          <label htmlFor={`${baseId}-${index}`}>{attribute.displayName}</label>
          <AttributeSelect id={`${baseId}-${index}`} arrivalKey={arrivalKey?.(attribute.name)} value={selection[attribute.name] ?? ''}
            disabled={disabled} {...selectProps} onChange={(event) => onChoose(attribute.name, event.target.value)}>
            <option value="" disabled>{t('chooseOption', { attribute: attribute.displayName })}</option>
            {attribute.values.map((value) => (
              <option key={value.value} value={value.value}>
                {valueIsOffered(product.variations, selection, attribute.name, value.value)
                  ? value.displayValue
                  : t('optionUnavailable', { value: value.displayValue })}
              </option>
            ))}
          </AttributeSelect>
        </div>
      ))}
      <p role="status" className={styles.combinationNote}>{missing ? t('combinationUnavailable') : ''}</p>
    </fieldset>
  );
}

/** One attribute's dropdown, which takes focus when it mounts after a navigation asked for its key. */
function AttributeSelect({ arrivalKey = '', ...props }: ComponentProps<'select'> & { arrivalKey?: string }) {
  // No navigation asks for the empty key: the quick add dialog's dropdowns never take focus this way.
  const arrivalFocus = useArrivalFocus<HTMLSelectElement>(arrivalKey);
  return <select ref={arrivalFocus} {...props} />;
}
