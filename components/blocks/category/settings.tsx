'use client';

import { NumberField } from '@/components/editor/fields/basic-fields';
import { CategoryField } from '@/components/editor/fields/category-field';
import { numberRule } from '@/components/editor/fields/rules';
import { useDataField } from '@/components/editor/fields/use-field-draft';
import type { BlockSettingsProps } from '@/components/editor/settings-props';
import { categoryBlockSchema } from './schema';

const { shape } = categoryBlockSchema;

/** A category listing: which category, and how many products a page shows. */
export function CategorySettings({ block, labels }: BlockSettingsProps<'category'>) {
  const { fields, validation } = labels;
  const pageSizeRule = numberRule(shape.pageSize, validation);
  const pageSize = useDataField(block, 'pageSize', pageSizeRule);
  return (
    <>
      <CategoryField block={block} labels={labels} />
      <NumberField label={fields.pageSize} min={pageSizeRule.min} max={pageSizeRule.max} step={pageSizeRule.step} {...pageSize} />
    </>
  );
}
