'use client';

import { NumberField, ToggleField } from '@/components/editor/fields/basic-fields';
import { CategoryField } from '@/components/editor/fields/category-field';
import { numberRule, toggleState } from '@/components/editor/fields/rules';
import { useBlockUpdate, useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { categorySwiperBlockSchema } from './schema';

const { shape } = categorySwiperBlockSchema;

/** A category swiper: which category, what each product shows, and how many. */
export function CategorySwiperSettings({ block, labels }: BlockSettingsProps<'category-swiper'>) {
  const { fields, validation } = labels;
  const update = useBlockUpdate(block._id);
  const sizeRule = numberRule(shape.size, validation);
  const size = useDataField(block, 'size', sizeRule);
  return (
    <>
      <CategoryField block={block} labels={labels} />
      <ToggleField label={fields.showStock} value={toggleState(shape.showStock, block.data.showStock)} onChange={(showStock) => update({ showStock }, false)} />
      <ToggleField label={fields.showPrice} value={toggleState(shape.showPrice, block.data.showPrice)} onChange={(showPrice) => update({ showPrice }, false)} />
      <NumberField label={fields.size} min={sizeRule.min} max={sizeRule.max} step={sizeRule.step} {...size} />
    </>
  );
}
