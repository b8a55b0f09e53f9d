'use client';

import { LineField } from '@/components/editor/fields/basic-fields';
import { listRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { productSliderBlockSchema } from './schema';

/** A product slider: its products' ids in order, comma-separated until a picker comes. */
export function ProductSliderSettings({ block, labels }: BlockSettingsProps<'product-slider'>) {
  const productIds = useDataField(block, 'productIds', listRule(productSliderBlockSchema.shape.productIds, labels.validation));
  return <LineField label={labels.fields.productIds} {...productIds} />;
}
