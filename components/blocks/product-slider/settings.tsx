'use client';

import { ProductPicker } from '@/components/editor/fields/product-picker';
import { useBlockUpdate } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { MAX_PRODUCT_IDS } from '@/lib/contract/catalog';

/** A product slider: its products, found by search and put in order. */
export function ProductSliderSettings({ block, labels }: BlockSettingsProps<'product-slider'>) {
  const update = useBlockUpdate(block._id);
  return (
    <ProductPicker label={labels.fields.productIds} value={block.data.productIds ?? []} max={MAX_PRODUCT_IDS} labels={labels.pickers} lang={labels.language}
      onChange={(productIds) => update({ productIds }, false)} />
  );
}
